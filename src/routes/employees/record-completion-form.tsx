import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { recordCompletionSchema } from './record-completion-form.schema';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { IsoDate } from '../../domain/training';
import { completionOfFields, type CompletionFields, type CompletionWrite } from '../../domain/training-fields';
import { FormTextField } from '../../components/forms/form-text-field';
import type { MessageId } from '../../i18n/messages';
import { conflictNotice, type ConflictFields, type FormConflict } from '../../components/training/conflict-notice';
import { FormActions, FormDateField } from '../../components/ui/form-fields';
import { useFormatDate } from '../../components/training/format';
import { DraftNotice } from '../../components/forms/draft-notice';
import { useFormDraft } from '../../hooks/use-form-draft';
import styles from '../../components/training/training-forms.module.css';

/** What a completion records. */
export type CompletionValues = CompletionWrite;

export interface RecordCompletionFormProps {
  /** The reference day: a completion cannot be later. */
  today: IsoDate;
  /** The earliest possible completion (the employee's hire date), if known. */
  earliest?: IsoDate;
  /** Called with valid values; the form keeps its input until the caller closes it. */
  onSubmit: (values: CompletionValues) => void;
  onCancel?: () => void;
  /** The form's draft (src/storage/draft-store.ts); without it, nothing is kept. */
  draftId?: string;
  isSubmitting?: boolean;
  /** Why the last save failed; shown above the buttons, the input stays. */
  submitError?: string | null;
  defaultValues?: Partial<CompletionValues>;
  /** Someone else changed this record after the form opened (recorded it already): shown beside what was entered. */
  conflict?: FormConflict<CompletionValues> | null;
}

/** Records that an employee completed a training: completion date (not in the future) and an optional score 0–100. */
export function RecordCompletionForm({
  today,
  earliest,
  onSubmit,
  onCancel,
  isSubmitting = false,
  submitError,
  defaultValues,
  conflict,
  draftId,
}: RecordCompletionFormProps) {
  const intl = useIntl();
  const resolver = useMemo(() => yupResolver(recordCompletionSchema(today, earliest)) as unknown as Resolver<CompletionFields>, [today, earliest]);
  const form = useForm<CompletionFields>({
    resolver,
    defaultValues: { completionDate: defaultValues?.completionDate ?? today, score: defaultValues?.score?.toString() ?? '' },
  });
  const { control, handleSubmit } = form;
  const draft = useFormDraft(form, draftId, onCancel);
  const formatDate = useFormatDate();
  const typed = useWatch({ control }) as CompletionFields;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const fields: ConflictFields<CompletionValues> = {
    completionDate: { label: t('record.completionDate'), show: (date) => (date ? formatDate(date) : '') },
    score: { label: t('record.score') },
  };

  return (
    <Form className={styles.form} validationBehavior="aria" onSubmit={handleSubmit((values) => onSubmit(completionOfFields(values)))}>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <FormDateField control={control} name="completionDate" label="record.completionDate" minValue={earliest} maxValue={today} isRequired />
      <FormTextField control={control} name="score" label="record.score" inputMode="numeric" description={intl.formatMessage({ id: 'record.scoreHint' })} />
      <FormActions
        submitLabel="record.submit"
        onCancel={onCancel && draft.cancel}
        isSubmitting={isSubmitting}
        submitError={submitError}
        conflict={conflictNotice('conflict.record', fields, draft.withConflict(conflict), completionOfFields(typed))}
      />
    </Form>
  );
}
