/**
 * The fake backend's checks of an employee write: the form's own field schema (src/domain/employee.schema.ts)
 * in the server's words, then what needs the server's data (clashes, references, history).
 */
import { employeeSchema, type EmployeeRule } from '../src/domain/employee.schema';
import { NAME_MAX, type EmployeeWrite } from '../src/domain/employee-rules';
import { readWrite } from './read-write';
import { fullName, type Designation, type Employee, type IsoDate, type TrainingRecord } from '../src/domain/training';

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
 * The server's reading of an employee write's body (any JSON value) with the form's schema.
 * @returns the trimmed employee, or the first problem's message in the form's field order.
 */
export function readEmployeeWrite(body: unknown, today: IsoDate, messages: Record<EmployeeRule, string>): EmployeeWrite | string {
  return readWrite(employeeSchema(today, messages), body);
}

/** What the server knows when it checks an employee write. */
export interface EmployeeContext {
  employees: readonly Employee[];
  departmentIds: ReadonlySet<string>;
  designations: readonly Designation[];
  workCenterIds: ReadonlySet<string>;
  records: readonly TrainingRecord[];
  /** The employee being changed (their own code and e-mail are not clashes); absent when creating. */
  id?: string;
  /** Whether the writer may see an employee (a manager, those of their node): a clash with anyone else is not named. */
  canSee?: (employee: Employee) => boolean;
}

/**
 * The server's checks beyond the field formats: the code and the e-mail are
 * nobody else's, the department, designation (of that department) and work
 * center exist, and the hire date is not after a training the employee already completed.
 * @returns the refusal (English, as a backend answers), or `null`.
 */
export function checkEmployee(write: EmployeeWrite, context: EmployeeContext): string | null {
  const others = context.employees.filter((employee) => employee.id !== context.id);
  const whom = (employee: Employee) => ((context.canSee?.(employee) ?? true) ? fullName(employee) : 'another employee');
  const codeClash = others.find((employee) => employee.code === write.code);
  if (codeClash) return `The code ${write.code} is already used by ${whom(codeClash)}.`;
  const email = write.email.toLowerCase();
  const emailClash = others.find((employee) => employee.email.toLowerCase() === email);
  if (emailClash) return `The email ${write.email} is already used by ${whom(emailClash)}.`;
  if (!context.departmentIds.has(write.departmentId)) return `No department with id ${write.departmentId}.`;
  const designation = context.designations.find((candidate) => candidate.id === write.designationId);
  if (!designation) return `No designation with id ${write.designationId}.`;
  if (designation.departmentId !== write.departmentId) return `${designation.name} is not a designation of the chosen department.`;
  if (!context.workCenterIds.has(write.workCenterId)) return `No work center with id ${write.workCenterId}.`;
  const firstCompletion = firstCompletionOf(context.records, context.id);
  if (firstCompletion !== null && write.hireDate > firstCompletion) return `The hire date cannot be after the first completed training (${firstCompletion}).`;
  return null;
}

function firstCompletionOf(records: readonly TrainingRecord[], employeeId: string | undefined): IsoDate | null {
  if (employeeId === undefined) return null;
  let first: IsoDate | null = null;
  for (const record of records) {
    if (record.employeeId === employeeId && record.completionDate !== null && (first === null || record.completionDate < first)) first = record.completionDate;
  }
  return first;
}
