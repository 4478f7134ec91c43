import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { trainingSchema } from './training-form.schema';
import { useForm, useWatch } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { fieldsOfTraining, trainingOfFields, type TrainingFields } from '../../domain/training-fields';
import type { TrainingWrite } from '../../domain/training-rules';
import type { MessageId } from '../../i18n/messages';
import { conflictNotice, optionName, type ConflictFields, type FormConflict } from '../../components/training/conflict-notice';
import { FormTextField } from '../../components/forms/form-text-field';
import { FormActions, FormCheckboxField, FormSelectField } from '../../components/ui/form-fields';
import type { SelectOption } from '../../components/ui/select-field';
import { DraftNotice } from '../../components/forms/draft-notice';
import { useFormDraft } from '../../hooks/use-form-draft';
import styles from '../../components/training/training-forms.module.css';

export interface TrainingFormProps {
  types: readonly SelectOption[];
  competencies: readonly SelectOption[];
  /** The training being edited; absent to create one. */
  training?: TrainingWrite;
  onSubmit: (values: TrainingWrite) => void;
  onCancel?: () => void;
  /** The form's draft (src/storage/draft-store.ts); without it, nothing is kept. */
  draftId?: string;
  /** The version of the training being edited, which its draft remembers (`useFormDraft`). */
  version?: number;
  isSubmitting?: boolean;
  /** Why the last save failed; shown above the buttons, the input stays. */
  submitError?: string | null;
  /** Someone else saved this training after the form opened: shown field by field, the submit button then saves over it. */
  conflict?: FormConflict<TrainingWrite> | null;
}

const resolver = yupResolver(trainingSchema) as unknown as Resolver<TrainingFields>;

/** Creates or edits a training: code, title, type, competency, validity in months or "never expires", duration in hours. */
export function TrainingForm({
  types,
  competencies,
  training,
  onSubmit,
  onCancel,
  isSubmitting = false,
  submitError,
  conflict,
  draftId,
  version,
}: TrainingFormProps) {
  const intl = useIntl();
  const form = useForm<TrainingFields>({
    resolver,
    defaultValues: fieldsOfTraining(training),
  });
  const { control, handleSubmit } = form;
  const draft = useFormDraft(form, draftId, onCancel, version);
  const neverExpires = useWatch({ control, name: 'neverExpires' });
  const typed = useWatch({ control }) as TrainingFields;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const fields: ConflictFields<TrainingWrite> = {
    code: { label: t('trainingForm.code') },
    title: { label: t('trainingForm.title') },
    typeId: { label: t('trainingForm.type'), show: optionName(types) },
    competencyId: { label: t('trainingForm.competency'), show: optionName(competencies) },
    validityMonths: { label: t('trainingForm.validity'), show: (months) => (months === null ? t('trainingForm.neverExpires') : String(months)) },
    durationHours: { label: t('trainingForm.duration') },
  };

  const save = (values: TrainingFields) => onSubmit(trainingOfFields(values));

  return (
    <Form className={styles.form} validationBehavior="aria" onSubmit={handleSubmit(save)}>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <div className={`${styles.row} ${styles.codeTitle}`}>
        <FormTextField control={control} name="code" label="trainingForm.code" placeholder="trainingForm.codePlaceholder" isRequired />
        <FormTextField control={control} name="title" label="trainingForm.title" isRequired />
      </div>
      <div className={styles.row}>
        <FormSelectField control={control} name="typeId" label="trainingForm.type" placeholder="trainingForm.choose" options={types} isRequired />
        <FormSelectField
          control={control}
          name="competencyId"
          label="trainingForm.competency"
          placeholder="trainingForm.choose"
          options={competencies}
          isRequired
        />
      </div>
      <div className={styles.row}>
        <FormTextField
          control={control}
          name="validityMonths"
          label="trainingForm.validity"
          inputMode="numeric"
          isDisabled={neverExpires}
          isRequired={!neverExpires}
          description={intl.formatMessage({ id: 'trainingForm.validityHint' })}
        />
        <FormTextField control={control} name="durationHours" label="trainingForm.duration" inputMode="decimal" isRequired />
      </div>
      <FormCheckboxField control={control} name="neverExpires" label="trainingForm.neverExpires" />
      <FormActions
        submitLabel={training ? 'trainingForm.save' : 'trainingForm.create'}
        onCancel={onCancel && draft.cancel}
        isSubmitting={isSubmitting}
        submitError={submitError}
        conflict={conflictNotice('conflict.training', fields, draft.withConflict(conflict), trainingOfFields(typed))}
      />
    </Form>
  );
}
