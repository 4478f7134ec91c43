import { fullName, type Designation, type Employee, type IsoDate, type TrainingRecord } from './training';
import { TRAINING_CODE } from './training-rules';

/**
 * The rules of an employee write (§11). Field formats are a yup schema
 * (`employeeSchema` in ./employee.schema.ts) that the form and the fake backend
 * both run; the checks here need the server's data (clashes, references,
 * history), so only the server runs them. Kept apart from the schema so a page
 * that reads these constants does not load yup.
 */

/** Employee codes: the course-code format, e.g. `EMP-00042`. */
export const EMPLOYEE_CODE = TRAINING_CODE;
/** Longest employee code (what {@link EMPLOYEE_CODE} allows). */
export const EMPLOYEE_CODE_MAX = 20;
/** Longest first or last name. */
export const NAME_MAX = 60;
/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** An employee to create or change: everything but the id; `active: false` deactivates. */
export type EmployeeWrite = Omit<Employee, 'id' | 'version'>;

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
  const whom = (employee: Employee) => (context.canSee?.(employee) ?? true ? fullName(employee) : 'another employee');
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
  if (firstCompletion !== null && write.hireDate > firstCompletion)
    return `The hire date cannot be after the first completed training (${firstCompletion}).`;
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
