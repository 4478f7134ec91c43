import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { Alert } from '../ui/alert';
import buttonStyles from '../ui/button.module.css';
import type { TemplateField } from './field-look';
import { UncontrolledField } from './uncontrolled-field';
import { schemaFor } from './template-rules';
import { useBoundForm } from './use-bound-form';
import styles from './template-form.module.css';

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
 * rules, then on every edit; messages appear under each field (the first
 * invalid one is focused, so its message is read); what was typed is kept.
 * The rules load with the form (`useBoundForm`). The form, its text
 * fields and its button are native (validated by the rules, not the browser),
 * so the pages that carry one, the landing pages among them, load no
 * react-aria for it (the byte budgets).
 */
export function TemplateForm({ fields, submitLabel, successMessage, onValidSubmit, beforeSubmit, layout = 'stack', ...rest }: TemplateFormProps) {
  const intl = useIntl();
  const [submitted, setSubmitted] = useState(false);
  const resolver = useMemo(() => yupResolver(schemaFor(fields)) as unknown as Resolver<TemplateValues>, [fields]);
  const { formRef, onSubmit, messages } = useBoundForm({
    resolver,
    onValid: (values) => {
      setSubmitted(true);
      onValidSubmit?.(values);
    },
    onInvalid: () => setSubmitted(false),
  });
  const inline = layout === 'inline';
  return (
    <form ref={formRef} className={inline ? styles.inline : styles.stack} onSubmit={onSubmit} noValidate aria-label={rest['aria-label']}>
      <div role="status" className={styles.status}>
        {submitted && successMessage ? <Alert tone="success">{intl.formatMessage({ id: successMessage })}</Alert> : null}
      </div>
      <div className={inline ? styles.row : styles.fields}>
        {fields.map((field) => (
          <UncontrolledField key={field.name} field={field} hideLabel={inline} message={messages[field.name]} required={field.rule !== 'optional'} />
        ))}
        {beforeSubmit}
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary} ${inline ? '' : buttonStyles.block}`}>
          {intl.formatMessage({ id: submitLabel })}
        </button>
      </div>
    </form>
  );
}
