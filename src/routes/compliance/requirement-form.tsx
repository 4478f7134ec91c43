import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { object, string } from 'yup';
import { requirementFields, type RequirementRule } from '../../domain/requirement.schema';
import type { IsoDate } from '../../domain/training';
import type { MessageId } from '../../i18n/messages';
import { FormActions, FormDateField, FormSelectField } from '../../components/ui/form-fields';
import { FormTextField } from '../../components/forms/form-text-field';
import type { SelectOption } from '../../components/ui/select-field';
import { DraftNotice } from '../../components/forms/draft-notice';
import { useFormDraft } from '../../hooks/use-form-draft';
import { EVERYONE, type RequirementValues } from './requirement-values';
import styles from '../../components/training/training-forms.module.css';

const messages: Record<RequirementRule, MessageId> = {
  trainingRequired: 'validation.training.required',
  scopeRequired: 'validation.requirement.scope',
  dateRequired: 'validation.effectiveFrom.required',
  dateInvalid: 'validation.date.invalid',
  graceInvalid: 'validation.graceDays.invalid',
};

/** The backend's own field rules (src/domain/requirement.schema.ts), with i18n ids as messages; the scope is one choice that is never empty. */
const requirementFormSchema = object({ ...requirementFields(messages), appliesTo: string().required(messages.scopeRequired) });

export interface RequirementFormProps {
  /** The trainings to choose from (id, "code · title"). */
  trainings: readonly SelectOption[];
  /** "Everyone" and the departments. */
  scopes: readonly SelectOption[];
  /** The day a new requirement is in force from unless changed. */
  today: IsoDate;
  onSubmit: (values: RequirementValues) => void;
  onCancel?: () => void;
  draftId?: string;
  isSubmitting?: boolean;
  /** Why the last save failed (a duplicate names the requirement there is); the input stays. */
  submitError?: string | null;
}

/**
 * Adds a requirement (admins): a training, who must hold it (everyone or one department), the day
 * it is in force from, and the grace period for new hires in days (0–365, 30 by default).
 */
export function RequirementForm({ trainings, scopes, today, onSubmit, onCancel, draftId, isSubmitting = false, submitError }: RequirementFormProps) {
  const resolver = useMemo(() => yupResolver(requirementFormSchema) as unknown as Resolver<RequirementValues>, []);
  const form = useForm<RequirementValues>({ resolver, defaultValues: { trainingId: '', appliesTo: EVERYONE, effectiveFrom: today, graceDays: '30' } });
  const { control, handleSubmit } = form;
  const draft = useFormDraft(form, draftId, onCancel);
  return (
    <Form className={styles.form} validationBehavior="aria" onSubmit={handleSubmit(onSubmit)}>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <FormSelectField control={control} name="trainingId" label="schedule.training" placeholder="schedule.chooseTraining" options={trainings} isRequired />
      <FormSelectField control={control} name="appliesTo" label="requirement.appliesTo" options={scopes} isRequired />
      <FormDateField control={control} name="effectiveFrom" label="requirement.effectiveFrom" isRequired />
      <FormTextField control={control} name="graceDays" label="requirement.graceDays" inputMode="numeric" isRequired />
      <FormActions submitLabel="requirement.submit" onCancel={onCancel && draft.cancel} isSubmitting={isSubmitting} submitError={submitError} />
    </Form>
  );
}
