import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { scheduleTrainingSchema } from './schedule-training-form.schema';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import type { IsoDate } from '../../domain/training';
import type { ScheduleFields } from '../../domain/training-fields';
import { FormActions, FormDateField, FormSelectField } from '../../components/ui/form-fields';
import type { SelectOption } from '../../components/ui/select-field';
import { DraftNotice } from '../../components/forms/draft-notice';
import { useFormDraft } from '../../hooks/use-form-draft';
import styles from '../../components/training/training-forms.module.css';

/** What scheduling records. */
export type ScheduleValues = ScheduleFields;

export interface ScheduleTrainingFormProps {
  /** The trainings to choose from (id, "code · title"). */
  trainings: readonly SelectOption[];
  /** The reference day: a training cannot be scheduled before it. */
  today: IsoDate;
  onSubmit: (values: ScheduleValues) => void;
  onCancel?: () => void;
  /** The form's draft (src/storage/draft-store.ts); without it, nothing is kept. */
  draftId?: string;
  isSubmitting?: boolean;
  /** Why the last save failed; shown above the buttons, the input stays. */
  submitError?: string | null;
  defaultValues?: Partial<ScheduleValues>;
}

/** Schedules a training for an employee: which training, and a date from today on. */
export function ScheduleTrainingForm({
  trainings,
  today,
  onSubmit,
  onCancel,
  isSubmitting = false,
  submitError,
  defaultValues,
  draftId,
}: ScheduleTrainingFormProps) {
  const resolver = useMemo(() => yupResolver(scheduleTrainingSchema(today)) as unknown as Resolver<ScheduleValues>, [today]);
  const form = useForm<ScheduleValues>({
    resolver,
    defaultValues: { trainingId: '', scheduledDate: '', ...defaultValues },
  });
  const { control, handleSubmit } = form;
  const draft = useFormDraft(form, draftId, onCancel);

  return (
    <Form className={styles.form} validationBehavior="aria" onSubmit={handleSubmit(onSubmit)}>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <FormSelectField control={control} name="trainingId" label="schedule.training" placeholder="schedule.chooseTraining" options={trainings} isRequired />
      <FormDateField control={control} name="scheduledDate" label="schedule.date" minValue={today} isRequired />
      <FormActions submitLabel="schedule.submit" onCancel={onCancel && draft.cancel} isSubmitting={isSubmitting} submitError={submitError} />
    </Form>
  );
}
