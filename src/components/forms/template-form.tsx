import type { FormEvent, ReactNode, Ref } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../ui/button';
import type { FieldLook, RenderField } from './field-look';
import { PreviewField } from './preview-field';
import { onDemand } from '../on-demand';
import { useFormOnReach } from './use-form-on-reach';
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
export type TemplateField = FieldLook & { rule: RuleName };

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

export interface TemplateFormViewProps extends Omit<TemplateFormProps, 'successMessage' | 'onValidSubmit'> {
  /** The success message, once shown. */
  status?: ReactNode;
  renderField: RenderField;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
}

/** The markup of a template form, shared by its preview and its react-hook-form body. */
export function TemplateFormView({ fields, submitLabel, beforeSubmit, layout = 'stack', status, renderField, onSubmit, formRef, ...rest }: TemplateFormViewProps) {
  const intl = useIntl();
  const inline = layout === 'inline';
  return (
    <Form ref={formRef} className={inline ? styles.inline : styles.stack} onSubmit={onSubmit} validationBehavior="aria" aria-label={rest['aria-label']}>
      <div role="status" className={styles.status}>
        {status}
      </div>
      <div className={inline ? styles.row : styles.fields}>
        {fields.map((field) => renderField(field, { hideLabel: inline }))}
        {beforeSubmit}
        <Button type="submit" block={!inline}>
          {intl.formatMessage({ id: submitLabel })}
        </Button>
      </div>
    </Form>
  );
}

/** The react-hook-form body, loaded on first use. */
export const templateFormBody = onDemand(() => import('./template-form-body').then((module) => module.TemplateFormBody));
const previewField: RenderField = (field, options) => <PreviewField key={field.name} field={field} {...options} />;

/**
 * A template page form (§2, §5): fields validated on submit by their named
 * rules; messages appear under each field (the first invalid one is focused,
 * so its message is read); what was typed is kept. react-hook-form and the
 * rules load when the visitor first reaches for the form (`useFormOnReach`).
 */
export function TemplateForm(props: TemplateFormProps) {
  const { loaded, previewRef, onPreviewSubmit, reachProps } = useFormOnReach(templateFormBody);
  return (
    <div {...reachProps}>
      {loaded ? (
        <loaded.Body {...props} initialValues={loaded.initialValues} />
      ) : (
        <TemplateFormView {...props} renderField={previewField} onSubmit={onPreviewSubmit} formRef={previewRef} />
      )}
    </div>
  );
}
