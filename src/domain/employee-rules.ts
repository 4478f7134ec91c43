import type { Employee } from './training';
import { TRAINING_CODE } from './training-rules';

/**
 * The limits of an employee write (§11). Field formats are a yup schema
 * (`employeeSchema` in ./employee.schema.ts) that the form and the fake backend
 * both run; the checks that need the server's data (clashes, references,
 * history) are the fake backend's own (mocks/employee-checks.ts). Kept apart
 * from the schema so a page that reads these constants does not load yup.
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
