import { boolean, object, string, ValidationError } from 'yup';
import { EMAIL_MAX, EMPLOYEE_CODE, NAME_MAX, type EmployeeWrite } from './employee-rules';
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

/** The fake backend's words for each rule (a backend answers in English; the app translates what it knows). */
export const EMPLOYEE_RULES_EN: Record<EmployeeRule, string> = {
  codeRequired: 'The code is required.',
  codeFormat: 'The code must be 2 to 20 capital letters, digits or dashes, e.g. EMP-00042.',
  firstNameRequired: 'The first name is required.',
  lastNameRequired: 'The last name is required.',
  nameMax: `A name must be at most ${NAME_MAX} characters.`,
  emailRequired: 'The email is required.',
  emailInvalid: 'The email is not a valid email address.',
  departmentRequired: 'The department is required.',
  designationRequired: 'The designation is required.',
  workCenterRequired: 'The work center is required.',
  hireDateRequired: 'The hire date is required.',
  dateInvalid: 'The hire date must be a date written as YYYY-MM-DD.',
  hireDateFuture: 'The hire date cannot be in the future.',
  activeInvalid: 'Active must be true or false.',
};

/**
 * The field formats of an employee (§11), run by the employee form and by
 * the fake backend alike, so both refuse the same input: a code in the
 * course-code format, first and last name (1–60 characters, trimmed), an
 * e-mail address, a department, designation and work center, a real hire date
 * not after `today`, and the active flag (true unless said). The checks that
 * need the server's data are `checkEmployee` (./employee-rules.ts).
 * @param messages each rule's message: i18n ids for the form, {@link EMPLOYEE_RULES_EN} for the server.
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

/**
 * The server's reading of a write's body (any JSON value): the schema's fields
 * only (an own `__proto__` key, which JSON.parse makes, crashes yup), each a
 * plain value, checked in full.
 * @returns the trimmed employee, or the first problem's message in the form's field order.
 */
export function readEmployeeWrite(body: unknown, today: IsoDate, messages: Record<EmployeeRule, string>): EmployeeWrite | string {
  const schema = employeeSchema(today, messages);
  const fields = Object.keys(schema.fields);
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  // Objects and arrays are no field's value, and yup's cast calls their `toString`, which a body can
  // replace with anything: they read as missing.
  const picked = Object.fromEntries(
    fields.filter((field) => Object.hasOwn(source, field)).map((field) => [field, typeof source[field] === 'object' && source[field] !== null ? undefined : source[field]]),
  );
  try {
    return schema.validateSync(picked, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // yup collects the problems in no useful order: answer the first one in the form's order.
    const rank = (problem: ValidationError) => fields.indexOf(problem.path ?? '');
    return [...error.inner].sort((a, b) => rank(a) - rank(b))[0]?.message ?? error.message;
  }
}
