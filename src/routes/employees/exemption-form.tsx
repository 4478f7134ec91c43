import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { object } from 'yup';
import { exemptionReason, type ExemptionRule } from '../../domain/exemption.schema';
import type { MessageId } from '../../i18n/messages';
import { FormActions } from '../../components/ui/form-fields';
import { FormTextField } from '../../components/forms/form-text-field';
import { DraftNotice } from '../../components/forms/draft-notice';
import { useFormDraft } from '../../hooks/use-form-draft';
import styles from '../../components/training/training-forms.module.css';

/** What an exemption form holds: why the employee need not hold the training. */
export interface ExemptionValues {
  reason: string;
}

const messages: Record<ExemptionRule, MessageId> = {
  reasonRequired: 'validation.reason.required',
  reasonTooLong: 'validation.reason.tooLong',
};

/** The backend's own rule of a reason (src/domain/exemption.schema.ts), with i18n ids as messages. */
const exemptionFormSchema = object({ reason: exemptionReason(messages) });

export interface ExemptionFormProps {
  onSubmit: (values: ExemptionValues) => void;
  onCancel?: () => void;
  draftId?: string;
  isSubmitting?: boolean;
  /** Why the last save failed (the server's reason); the input stays. */
  submitError?: string | null;
}

/**
 * Exempts an employee from a required training (§19, admins): the reason, 1–500 characters, is
 * required and kept with the exemption for whoever reads it later.
 */
export function ExemptionForm({ onSubmit, onCancel, draftId, isSubmitting = false, submitError }: ExemptionFormProps) {
  const resolver = useMemo(() => yupResolver(exemptionFormSchema) as unknown as Resolver<ExemptionValues>, []);
  const form = useForm<ExemptionValues>({ resolver, defaultValues: { reason: '' } });
  const draft = useFormDraft(form, draftId, onCancel);
  return (
    <Form className={styles.form} validationBehavior="aria" onSubmit={form.handleSubmit(onSubmit)}>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <FormTextField control={form.control} name="reason" label="exemption.reason" isRequired />
      <FormActions submitLabel="exemption.submit" onCancel={onCancel && draft.cancel} isSubmitting={isSubmitting} submitError={submitError} />
    </Form>
  );
}
