import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { array, boolean, object, string } from 'yup';
import { requirementFields, type RequirementRule } from '../../domain/requirement.schema';
import type { IsoDate } from '../../domain/training';
import type { MessageId } from '../../i18n/messages';
import { FormActions, FormCheckboxField, FormCheckboxGroup, FormDateField, FormSelectField } from '../../components/ui/form-fields';
import { FormTextField } from '../../components/forms/form-text-field';
import { FieldNote } from '../../components/ui/field-note';
import type { SelectOption } from '../../components/ui/select-field';
import { DraftNotice } from '../../components/forms/draft-notice';
import { useFormDraft } from '../../hooks/use-form-draft';
import type { RequirementValues } from './requirement-values';
import styles from '../../components/training/training-forms.module.css';

const messages: Record<RequirementRule, MessageId> = {
  trainingRequired: 'validation.training.required',
  scopeRequired: 'validation.requirement.scope',
  dateRequired: 'validation.effectiveFrom.required',
  dateInvalid: 'validation.date.invalid',
  graceInvalid: 'validation.graceDays.invalid',
};

/**
 * The backend's own field rules (src/domain/requirement.schema.ts), with i18n ids as messages, and its
 * scope rule as the form asks it: everyone, or at least one box ticked (lists ticked before Everyone
 * was chosen again are dropped on saving, not refused).
 */
const requirementFormSchema = object({
  ...requirementFields(messages),
  everyone: boolean().required(),
  departmentIds: array(string().required()).default([]),
  designationIds: array(string().required()).default([]),
  workCenterIds: array(string().required()).default([]),
}).test(
  'scope',
  messages.scopeRequired,
  (value, context) =>
    value.everyone ||
    value.departmentIds.length + value.designationIds.length + value.workCenterIds.length > 0 ||
    context.createError({ path: 'scope', message: messages.scopeRequired }),
);

/** Who a requirement can name, one list each. */
export interface ScopeChoices {
  departments: readonly SelectOption[];
  /** Each designation's name with its department's, as the same title can be in two. */
  designations: readonly SelectOption[];
  workCenters: readonly SelectOption[];
}

export interface RequirementFormProps {
  /** The trainings to choose from (id, "code · title"). */
  trainings: readonly SelectOption[];
  scopes: ScopeChoices;
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
 * Adds a requirement (admins): a training; who must hold it, everyone or any combination of
 * departments, designations and work centers (an employee is bound when they match every list
 * that has a box ticked); the day it is in force from; and the grace period for new hires in days
 * (0–365, 30 by default). Choosing none of them says so under the lists (§19).
 */
export function RequirementForm({ trainings, scopes, today, onSubmit, onCancel, draftId, isSubmitting = false, submitError }: RequirementFormProps) {
  const intl = useIntl();
  const resolver = useMemo(() => yupResolver(requirementFormSchema) as unknown as Resolver<RequirementValues>, []);
  const form = useForm<RequirementValues>({
    resolver,
    defaultValues: { trainingId: '', everyone: true, departmentIds: [], designationIds: [], workCenterIds: [], effectiveFrom: today, graceDays: '30' },
  });
  const { control, handleSubmit } = form;
  const draft = useFormDraft(form, draftId, onCancel);
  const everyone = useWatch({ control, name: 'everyone' });
  const scopeError = (form.formState.errors as { scope?: { message?: string } }).scope?.message;
  const scopeErrorId = useId();
  const scopeHintId = useId();
  const describedBy = `${scopeHintId} ${scopeErrorId}`;
  return (
    <Form className={styles.form} validationBehavior="aria" onSubmit={handleSubmit(onSubmit)}>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <FormSelectField control={control} name="trainingId" label="schedule.training" placeholder="schedule.chooseTraining" options={trainings} isRequired />
      <FormCheckboxField control={control} name="everyone" label="requirement.ofEveryone" />
      {everyone ? null : (
        <>
          <p id={scopeHintId} className={styles.hint}>
            {intl.formatMessage({ id: 'requirement.scopeHint' })}
          </p>
          <FormCheckboxGroup control={control} name="departmentIds" label="requirement.departments" options={scopes.departments} describedBy={describedBy} />
          <FormCheckboxGroup control={control} name="designationIds" label="requirement.designations" options={scopes.designations} describedBy={describedBy} />
          <FormCheckboxGroup control={control} name="workCenterIds" label="requirement.workCenters" options={scopes.workCenters} describedBy={describedBy} />
          {/* An error of the three lists together, no one field's: said as it appears. */}
          <div role="alert">
            <FieldNote id={scopeErrorId} text={scopeError ? intl.formatMessage({ id: scopeError as MessageId }) : undefined} tone="error" />
          </div>
        </>
      )}
      <FormDateField control={control} name="effectiveFrom" label="requirement.effectiveFrom" isRequired />
      <FormTextField control={control} name="graceDays" label="requirement.graceDays" inputMode="numeric" isRequired />
      <FormActions submitLabel="requirement.submit" onCancel={onCancel && draft.cancel} isSubmitting={isSubmitting} submitError={submitError} />
    </Form>
  );
}
