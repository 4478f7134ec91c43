import { useMemo, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { FormCheckbox } from './form-checkbox';
import { FormTextField } from './form-text-field';
import { lazyYupResolver } from './lazy-yup-resolver';
import styles from './template-form.module.css';

/** The named validation rules of the template forms (§5); their yup schemas live in `template-rules.ts`. */
export type RuleName =
  | 'emailOrUsername'
  | 'email'
  | 'emailId'
  | 'emailRequired'
  | 'phone'
  | 'username'
  | 'password'
  | 'passwordRequired'
  | 'confirmPasswordRequired'
  | 'rememberMe'
  | 'optional';

/** One field of a template form: a text input (default) or a checkbox, with its §5 rule. */
export type TemplateField =
  | {
      kind?: 'text';
      name: string;
      label: MessageId;
      placeholder?: MessageId;
      rule: RuleName;
      type?: 'text' | 'email' | 'tel';
      inputMode?: 'text' | 'email' | 'numeric' | 'tel';
      autoComplete?: string;
      /** A password with a show/hide toggle. */
      secret?: boolean;
    }
  | { kind: 'checkbox'; name: string; label: MessageId; rule: RuleName };

export type TemplateValues = Record<string, string | boolean>;

export interface TemplateFormProps {
  fields: readonly TemplateField[];
  submitLabel: MessageId;
  /** Shown, and announced, after a valid submit. The template forms make no call (§7). */
  successMessage?: MessageId;
  onValidSubmit?: (values: TemplateValues) => void;
  /** Content between the fields and the button, e.g. a "Forgot password?" link. */
  beforeSubmit?: ReactNode;
  /** `inline`: one field beside its button, the label kept for screen readers (sign-up boxes). */
  layout?: 'stack' | 'inline';
  /** The form's accessible name, when the page has several forms. */
  'aria-label'?: string;
}

/**
 * A template page form (§2, §5): fields validated on submit by their named
 * rules; messages appear under each field (the first invalid one is focused,
 * so its message is read); what was typed is kept.
 */
export function TemplateForm({ fields, submitLabel, successMessage, onValidSubmit, beforeSubmit, layout = 'stack', ...rest }: TemplateFormProps) {
  const intl = useIntl();
  const [submitted, setSubmitted] = useState(false);
  const resolver = useMemo(
    () => lazyYupResolver<TemplateValues>(() => import('./template-rules').then((module) => module.schemaFor(fields))),
    [fields],
  );
  const defaultValues = useMemo(() => Object.fromEntries(fields.map((field) => [field.name, field.kind === 'checkbox' ? false : ''])), [fields]);
  const { control, handleSubmit } = useForm<TemplateValues>({ resolver, defaultValues });
  const inline = layout === 'inline';

  const onValid = (values: TemplateValues) => {
    setSubmitted(true);
    onValidSubmit?.(values);
  };

  return (
    <Form
      className={inline ? styles.inline : styles.stack}
      onSubmit={handleSubmit(onValid, () => setSubmitted(false))}
      validationBehavior="aria"
      aria-label={rest['aria-label']}
    >
      <div role="status" className={styles.status}>
        {submitted && successMessage ? <Alert tone="success">{intl.formatMessage({ id: successMessage })}</Alert> : null}
      </div>
      <div className={inline ? styles.row : styles.fields}>
        {fields.map((field) =>
          field.kind === 'checkbox' ? (
            <FormCheckbox key={field.name} control={control} name={field.name} label={field.label} />
          ) : (
            <FormTextField
              key={field.name}
              control={control}
              name={field.name}
              label={field.label}
              placeholder={field.placeholder}
              type={field.type}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              secret={field.secret}
              hideLabel={inline}
            />
          ),
        )}
        {beforeSubmit}
        <Button type="submit" block={!inline}>
          {intl.formatMessage({ id: submitLabel })}
        </Button>
      </div>
    </Form>
  );
}
