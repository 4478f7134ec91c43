import { boolean, object } from 'yup';
import { requiredText } from './schema-text';
import { EMAIL_MAX, EMPLOYEE_CODE, NAME_MAX } from './employee-rules';
import { isIsoDate, type IsoDate } from './training';

/** Each field rule of an employee write, named so the form (i18n ids) and the server (English) give their own words. */
export type EmployeeRule =
  | 'codeRequired'
  | 'codeFormat'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'nameMax'
  | 'emailRequired'
  | 'emailInvalid'
  | 'departmentRequired'
  | 'designationRequired'
  | 'workCenterRequired'
  | 'hireDateRequired'
  | 'dateInvalid'
  | 'hireDateFuture'
  | 'activeInvalid';

/**
 * The field formats of an employee (§11), run by the employee form and by
 * the fake backend alike, so both refuse the same input: a code in the
 * course-code format, first and last name (1–60 characters, trimmed), an
 * e-mail address, a department, designation and work center, a real hire date
 * not after `today`, and the active flag (true unless said). The checks that
 * need the server's data are the fake backend's (`checkEmployee`, mocks/employee-checks.ts).
 * @param messages each rule's message: i18n ids for the form, English for the fake backend (`EMPLOYEE_RULES_EN`).
 */
export function employeeSchema(today: IsoDate, messages: Record<EmployeeRule, string>) {
  return object({
    code: requiredText(messages.codeRequired).matches(EMPLOYEE_CODE, messages.codeFormat),
    firstName: requiredText(messages.firstNameRequired).max(NAME_MAX, messages.nameMax),
    lastName: requiredText(messages.lastNameRequired).max(NAME_MAX, messages.nameMax),
    email: requiredText(messages.emailRequired).max(EMAIL_MAX, messages.emailInvalid).email(messages.emailInvalid),
    departmentId: requiredText(messages.departmentRequired),
    designationId: requiredText(messages.designationRequired),
    workCenterId: requiredText(messages.workCenterRequired),
    hireDate: requiredText(messages.hireDateRequired)
      .test('date', messages.dateInvalid, (value) => isIsoDate(value))
      .test('not-future', messages.hireDateFuture, (value) => value <= today),
    active: boolean().typeError(messages.activeInvalid).required(messages.activeInvalid).default(true),
  });
}
