import { boolean, object, string } from 'yup';
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
    code: text(messages.codeRequired).matches(EMPLOYEE_CODE, messages.codeFormat),
    firstName: text(messages.firstNameRequired).max(NAME_MAX, messages.nameMax),
    lastName: text(messages.lastNameRequired).max(NAME_MAX, messages.nameMax),
    email: text(messages.emailRequired).max(EMAIL_MAX, messages.emailInvalid).email(messages.emailInvalid),
    departmentId: text(messages.departmentRequired),
    designationId: text(messages.designationRequired),
    workCenterId: text(messages.workCenterRequired),
    hireDate: text(messages.hireDateRequired)
      .test('date', messages.dateInvalid, (value) => isIsoDate(value))
      .test('not-future', messages.hireDateFuture, (value) => value <= today),
    active: boolean().typeError(messages.activeInvalid).required(messages.activeInvalid).default(true),
  });
}

/**
 * A required text, trimmed. A value yup cannot read as text (an array, an
 * object) is refused with the field's message: yup's own `trim()` would throw
 * a TypeError on it, which the fake backend would answer with a 500.
 */
function text(required: string) {
  return string()
    .typeError(required)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(required);
}
