import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { pastCompletionSchema } from './record-completion-form.schema';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { IsoDate } from '../../domain/training';
import { pastCompletionOfFields, type PastCompletionFields, type PastCompletionWrite } from '../../domain/training-fields';
import { FormTextField } from '../../components/forms/form-text-field';
import { FormActions, FormDateField, FormSelectField } from '../../components/ui/form-fields';
import type { SelectOption } from '../../components/ui/select-field';
import { DraftNotice } from '../../components/forms/draft-notice';
import { useFormDraft } from '../../hooks/use-form-draft';
import styles from '../../components/training/training-forms.module.css';

export interface PastCompletionFormProps {
  /** The trainings to choose from (id, "code · title"). */
  trainings: readonly SelectOption[];
  /** The reference day: a completion cannot be later. */
  today: IsoDate;
  /** The earliest possible completion (the employee's hire date), if known. */
  earliest?: IsoDate;
  /** Called with valid values; the form keeps its input until the caller closes it. */
  onSubmit: (values: PastCompletionWrite) => void;
  onCancel?: () => void;
  /** The form's draft (src/storage/draft-store.ts); without it, nothing is kept. */
  draftId?: string;
  isSubmitting?: boolean;
  /** Why the last save failed (e.g. the same completion is recorded already); shown above the buttons, the input stays. */
  submitError?: string | null;
}

/**
 * Records a training an employee has already completed, without scheduling it first (a course taken
 * before it was tracked here): which training, the completion date (from the hire date up to today)
 * and an optional score 0–100, checked as any completion.
 */
export function PastCompletionForm({ trainings, today, earliest, onSubmit, onCancel, isSubmitting = false, submitError, draftId }: PastCompletionFormProps) {
  const intl = useIntl();
  const resolver = useMemo(() => yupResolver(pastCompletionSchema(today, earliest)) as unknown as Resolver<PastCompletionFields>, [today, earliest]);
  const form = useForm<PastCompletionFields>({ resolver, defaultValues: { trainingId: '', completionDate: '', score: '' } });
  const { control, handleSubmit } = form;
  const draft = useFormDraft(form, draftId, onCancel);

  return (
    <Form className={styles.form} validationBehavior="aria" onSubmit={handleSubmit((values) => onSubmit(pastCompletionOfFields(values)))}>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <FormSelectField control={control} name="trainingId" label="schedule.training" placeholder="schedule.chooseTraining" options={trainings} isRequired />
      <FormDateField control={control} name="completionDate" label="record.completionDate" minValue={earliest} maxValue={today} isRequired />
      <FormTextField control={control} name="score" label="record.score" inputMode="numeric" description={intl.formatMessage({ id: 'record.scoreHint' })} />
      <FormActions submitLabel="record.submit" onCancel={onCancel && draft.cancel} isSubmitting={isSubmitting} submitError={submitError} />
    </Form>
  );
}
