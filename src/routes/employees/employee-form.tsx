import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { employeeSchema } from './employee-form.schema';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { EMAIL_MAX, EMPLOYEE_CODE_MAX, NAME_MAX, type EmployeeWrite } from '../../domain/employee-rules';
import type { Designation, IsoDate } from '../../domain/training';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { conflictNotice, optionName, type ConflictFields, type FormConflict } from '../../components/training/conflict-notice';
import { useFormatDate } from '../../components/training/format';
import { FormTextField } from '../../components/forms/form-text-field';
import { FormActions, FormCheckboxField, FormDateField, FormSelectField } from '../../components/ui/form-fields';
import type { SelectOption } from '../../components/ui/select-field';
import styles from '../../components/training/training-forms.module.css';
import { DraftNotice } from '../../components/forms/draft-notice';
import { useFormDraft } from '../../hooks/use-form-draft';

export interface EmployeeFormProps {
  departments: readonly SelectOption[];
  /** Every designation; the form offers those of the chosen department. */
  designations: readonly Pick<Designation, 'id' | 'name' | 'departmentId'>[];
  workCenters: readonly SelectOption[];
  /** The reference day: a hire date cannot be after it. */
  today: IsoDate;
  /** The employee being edited; absent to add one (active by default). */
  employee?: EmployeeWrite;
  onSubmit: (values: EmployeeWrite) => void;
  onCancel?: () => void;
  /** The form's draft (src/storage/draft-store.ts), e.g. `employee:emp-1`; without it, nothing is kept. */
  draftId?: string;
  /** The version of the employee being edited, which its draft remembers (`useFormDraft`). */
  version?: number;
  isSubmitting?: boolean;
  /** Why the last save failed (e.g. the server's 'The code … is already used by …'); shown above the buttons, the input stays. */
  submitError?: string | null;
  /** Someone else saved this employee after the form opened: shown field by field, the submit button then saves over it. */
  conflict?: FormConflict<EmployeeWrite> | null;
}

const EMPTY: EmployeeWrite = {
  code: '',
  firstName: '',
  lastName: '',
  email: '',
  departmentId: '',
  designationId: '',
  workCenterId: '',
  hireDate: '',
  active: true,
};

/**
 * Adds or edits an employee (§11): code, first and last name, e-mail,
 * department, designation (of that department), work center, hire date and
 * active. Validated with the schema the fake backend runs too; a refusal shows
 * above the buttons and the form keeps what was typed.
 */
export function EmployeeForm({
  departments,
  designations,
  workCenters,
  today,
  employee,
  onSubmit,
  onCancel,
  isSubmitting = false,
  submitError,
  conflict,
  draftId,
  version,
}: EmployeeFormProps) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const resolver = useMemo(() => yupResolver(employeeSchema(today)) as unknown as Resolver<EmployeeWrite>, [today]);
  const form = useForm<EmployeeWrite>({ resolver, defaultValues: employee ?? EMPTY });
  const { control, handleSubmit, getValues, setValue } = form;
  const draft = useFormDraft(form, draftId, onCancel, version);
  const departmentId = useWatch({ control, name: 'departmentId' });
  const yours = useWatch({ control }) as EmployeeWrite;
  const designationOptions = useMemo(() => designations.filter((designation) => designation.departmentId === departmentId), [designations, departmentId]);
  // A designation belongs to one department: choosing another department clears one of the old department
  // (a designation not in the list yet, while the lists load, stays).
  useEffect(() => {
    const chosen = designations.find((designation) => designation.id === getValues('designationId'));
    if (chosen && chosen.departmentId !== departmentId) setValue('designationId', '');
  }, [designations, departmentId, getValues, setValue]);

  const t = (id: MessageId) => intl.formatMessage({ id });
  const fields: ConflictFields<EmployeeWrite> = {
    code: { label: t('employeeForm.code') },
    email: { label: t('employees.email') },
    firstName: { label: t('employeeForm.firstName') },
    lastName: { label: t('employeeForm.lastName') },
    departmentId: { label: t('employee.department'), show: optionName(departments) },
    designationId: { label: t('employee.designation'), show: optionName(designations) },
    workCenterId: { label: t('employee.workCenter'), show: optionName(workCenters) },
    hireDate: { label: t('employee.hireDate'), show: (date) => (date ? formatDate(date) : '') },
    active: { label: t('employees.active'), show: (active) => t(active ? 'employees.active' : 'employee.inactive') },
  };

  return (
    <Form className={styles.form} validationBehavior="aria" onSubmit={handleSubmit(onSubmit)}>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <div className={`${styles.row} ${styles.codeTitle}`}>
        <FormTextField
          control={control}
          name="code"
          label="employeeForm.code"
          placeholder="employeeForm.codePlaceholder"
          maxLength={EMPLOYEE_CODE_MAX}
          isRequired
        />
        <FormTextField control={control} name="email" label="employees.email" type="email" autoComplete="off" maxLength={EMAIL_MAX} isRequired />
      </div>
      <div className={styles.row}>
        <FormTextField control={control} name="firstName" label="employeeForm.firstName" autoComplete="off" maxLength={NAME_MAX} isRequired />
        <FormTextField control={control} name="lastName" label="employeeForm.lastName" autoComplete="off" maxLength={NAME_MAX} isRequired />
      </div>
      <div className={styles.row}>
        <FormSelectField control={control} name="departmentId" label="employee.department" placeholder="trainingForm.choose" options={departments} isRequired />
        <FormSelectField
          control={control}
          name="designationId"
          label="employee.designation"
          placeholder={departmentId ? 'trainingForm.choose' : 'employeeForm.departmentFirst'}
          options={designationOptions}
          isRequired
        />
      </div>
      <div className={styles.row}>
        <FormSelectField control={control} name="workCenterId" label="employee.workCenter" placeholder="trainingForm.choose" options={workCenters} isRequired />
        <FormDateField control={control} name="hireDate" label="employee.hireDate" maxValue={today} isRequired />
      </div>
      <FormCheckboxField control={control} name="active" label="employees.active" />
      <FormActions
        submitLabel={employee ? 'trainingForm.save' : 'employeeForm.create'}
        onCancel={onCancel && draft.cancel}
        isSubmitting={isSubmitting}
        submitError={submitError}
        conflict={conflictNotice('conflict.employee', fields, draft.withConflict(conflict), yours)}
      />
    </Form>
  );
}
