import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';
import type {
  CompetencyFieldsFragment,
  DepartmentFieldsFragment,
  DesignationFieldsFragment,
  EmployeeFieldsFragment,
  TrainingFieldsFragment,
  TrainingTypeFieldsFragment,
  WorkCenterFieldsFragment,
} from '../api/generated/graphql';
import type { TrainingRecordFieldsFragment, TrainingStatus } from '../api/generated/training/graphql';

/** A calendar date as ISO 8601 `YYYY-MM-DD` (no time, no zone); such strings sort chronologically. */
export type IsoDate = string;

/** Days before expiry during which a completed training counts as expiring (one constant for "within 30 days"). */
export const EXPIRING_WINDOW_DAYS = 30;

/*
 * The entities are defined once, in the gateway schema (src/api/schema.graphql), and
 * reach TypeScript through codegen: these are the generated fragment types under their
 * domain names. The server (mocks) and the pages share them, so a field added to the
 * schema and its fragment shows up everywhere at once.
 */

/** A department (DepartmentData, §3). */
export type Department = DepartmentFieldsFragment;

/** A place where employees work (WorkCenterData, §3). */
export type WorkCenter = WorkCenterFieldsFragment;

/** A job title within a department (DesignationData, §3). */
export type Designation = DesignationFieldsFragment;

/** A skill that trainings certify (CompetencyData, §3). */
export type Competency = CompetencyFieldsFragment;

/** A kind of training, e.g. classroom or e-learning (TypeData, §3). */
export type TrainingType = TrainingTypeFieldsFragment;

/** A member of staff (EmployeeData, §3): employee code, names, email, department, designation, work center, hire date, active flag. */
export type Employee = EmployeeFieldsFragment;

/** An employee's name as every page shows it: first name, then last name. */
export const fullName = (employee: Pick<Employee, 'firstName' | 'lastName'>): string => `${employee.firstName} ${employee.lastName}`;

/** A course that employees take: `validityMonths` null = never expires; `durationHours` may have fractions. */
export type Training = TrainingFieldsFragment;

/**
 * One line of an employee's course history. A record without a completion
 * date is a scheduled (upcoming) training; once completed, its expiry date is
 * {@link expiryDateOf}(completion, validity); `score` is 0–100 when an assessment was taken.
 */
export type TrainingRecord = TrainingRecordFieldsFragment;

/** Everything the training pages are built from: reference data, employees, courses and their records. */
export interface TrainingData {
  departments: Department[];
  workCenters: WorkCenter[];
  designations: Designation[];
  competencies: Competency[];
  trainingTypes: TrainingType[];
  employees: Employee[];
  trainings: Training[];
  records: TrainingRecord[];
}

/** Where a training record stands on a given day (the schema's enum). */
export type { TrainingStatus };

/** Every status, in the order the UI lists them. */
export const TRAINING_STATUSES: readonly TrainingStatus[] = ['scheduled', 'valid', 'expiring', 'expired'];

/** Whether `value` is one of {@link TRAINING_STATUSES} (e.g. a status filter read from a URL). */
export const isTrainingStatus = (value: string): value is TrainingStatus => (TRAINING_STATUSES as readonly string[]).includes(value);

/** A calendar date (no time, no zone) from `YYYY-MM-DD`. @throws RangeError when it is not a real date. */
function calendarDate(date: IsoDate): CalendarDate {
  if (!isIsoDate(date)) throw new RangeError(`Invalid ISO date '${date}'`);
  return parseDate(date);
}

/** @returns whether `value` is a real calendar date written as `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  try {
    parseDate(value);
    return true;
  } catch {
    return false;
  }
}

/** The day the demo clock pins as today (`pinToday`), or null for the real one. */
let pinnedToday: IsoDate | null = null;

/**
 * Pins "today" for everything that asks `localToday` in this page (statuses, the expiring window,
 * notifications, default dates): QA's demo clock, set once at boot in a demo build. `null` returns
 * to the real day. @throws RangeError when `day` is not a real date.
 */
export function pinToday(day: IsoDate | null): void {
  if (day !== null) calendarDate(day);
  pinnedToday = day;
}

/** @returns today's date in this machine's time zone, whatever the demo clock says: the day demo data is seeded relative to. */
export function realToday(): IsoDate {
  return today(getLocalTimeZone()).toString();
}

/** @returns today's date in this machine's time zone (server and browser agree while they share a zone), or the day the demo clock pins. */
export function localToday(): IsoDate {
  return pinnedToday ?? realToday();
}

/** @returns `date` moved by `days` (negative = earlier). @throws RangeError when `date` is not a valid ISO date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return calendarDate(date).add({ days }).toString();
}

/** @returns whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return calendarDate(to).compare(calendarDate(from));
}

/**
 * The expiry date of a completion: completion + validity months, clamped to
 * the month's end (31 Jan + 1 month = 28/29 Feb).
 * @returns `null` when the training never expires.
 */
export function expiryDateOf(completionDate: IsoDate, validityMonths: number | null): IsoDate | null {
  if (validityMonths === null) return null;
  return calendarDate(completionDate).add({ months: validityMonths }).toString();
}

/**
 * Derives statuses for one "today". Build it once and apply it to many
 * records: the expiring window's end is computed once.
 * @param today the reference day (`YYYY-MM-DD`).
 */
export function statusClock(today: IsoDate): (record: Pick<TrainingRecord, 'completionDate' | 'expiryDate'>) => TrainingStatus {
  const expiringUntil = addDays(today, EXPIRING_WINDOW_DAYS);
  return ({ completionDate, expiryDate }) => {
    if (completionDate === null) return 'scheduled';
    if (expiryDate === null) return 'valid';
    if (expiryDate < today) return 'expired';
    return expiryDate <= expiringUntil ? 'expiring' : 'valid';
  };
}

/**
 * The status of a record on `today`:
 * - not completed → `scheduled` (upcoming, whatever its scheduled date);
 * - completed, never expires → `valid`;
 * - expiry before today → `expired`; the expiry day itself still counts as valid, so
 * - expiry within today … today + {@link EXPIRING_WINDOW_DAYS} → `expiring`;
 * - later → `valid`.
 */
export function recordStatus(record: Pick<TrainingRecord, 'completionDate' | 'expiryDate'>, today: IsoDate): TrainingStatus {
  return statusClock(today)(record);
}

/** Precedence of statuses when one word must describe an employee: the most urgent wins. */
const URGENCY: Record<TrainingStatus, number> = { expired: 3, expiring: 2, valid: 1, scheduled: 0 };

/**
 * One status for an employee from the statuses of their current records:
 * expired if any is expired, else expiring, else valid, else scheduled.
 * @returns `null` when the employee has no records.
 */
export function employeeStatus(statuses: Iterable<TrainingStatus>): TrainingStatus | null {
  let worst: TrainingStatus | null = null;
  for (const status of statuses) {
    if (worst === null || URGENCY[status] > URGENCY[worst]) worst = status;
  }
  return worst;
}

/**
 * Which records count now. A scheduled record always counts; of the completed
 * records of one employee and training only the latest completion counts (an
 * older one was renewed, so its expiry no longer matters).
 * @returns the ids of the records that count.
 */
export function currentRecordIds(records: readonly TrainingRecord[]): Set<string> {
  const latest = new Map<string, TrainingRecord>();
  const current = new Set<string>();
  for (const record of records) {
    if (record.completionDate === null) {
      current.add(record.id);
      continue;
    }
    const pair = `${record.employeeId}\u0000${record.trainingId}`;
    const held = latest.get(pair);
    if (!held || record.completionDate > (held.completionDate ?? '')) latest.set(pair, record);
  }
  for (const record of latest.values()) current.add(record.id);
  return current;
}
