import type { IsoDate } from '../../domain/training';
import { employeeSchema as sharedEmployeeSchema, type EmployeeRule } from '../../domain/employee.schema';
import type { MessageId } from '../../i18n/messages';

const messages: Record<EmployeeRule, MessageId> = {
  codeRequired: 'validation.trainingCode.required',
  codeFormat: 'validation.employeeCode.format',
  firstNameRequired: 'validation.firstName.required',
  lastNameRequired: 'validation.lastName.required',
  nameMax: 'validation.name.max',
  emailRequired: 'validation.email.required',
  emailInvalid: 'validation.email.invalid',
  departmentRequired: 'validation.department.required',
  designationRequired: 'validation.designation.required',
  workCenterRequired: 'validation.workCenter.required',
  hireDateRequired: 'validation.hireDate.required',
  dateInvalid: 'validation.date.invalid',
  hireDateFuture: 'validation.hireDate.future',
  activeInvalid: 'validation.active.invalid',
};

/** Create or edit an employee: the fake backend's own schema (src/domain/employee.schema.ts) with i18n ids as messages. */
export const employeeSchema = (today: IsoDate) => sharedEmployeeSchema(today, messages);
