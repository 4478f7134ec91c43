import { parseDate } from '@internationalized/date';

/** A calendar date as ISO 8601 `YYYY-MM-DD` (no time, no zone); such strings sort chronologically. */
export type IsoDate = string;

/** Days before expiry during which a completed training counts as expiring (issue 6: "within 30 days, one constant"). */
export const EXPIRING_WINDOW_DAYS = 30;

/** A department (DepartmentData, §3). */
export interface Department {
  id: string;
  code: string;
  name: string;
}

/** A place where employees work (WorkCenterData, §3). */
export interface WorkCenter {
  id: string;
  code: string;
  name: string;
  location: string;
}

/** A job title within a department (DesignationData, §3). */
export interface Designation {
  id: string;
  name: string;
  departmentId: string;
}

/** A skill that trainings certify (CompetencyData, §3). */
export interface Competency {
  id: string;
  code: string;
  name: string;
}

/** A kind of training, e.g. classroom or e-learning (TypeData, §3). */
export interface TrainingType {
  id: string;
  name: string;
}

/** A member of staff (EmployeeData, §3). */
export interface Employee {
  id: string;
  /** The employee code staff know each other by, e.g. `EMP-00042`. */
  code: string;
  firstName: string;
  lastName: string;
  email: string;
  departmentId: string;
  designationId: string;
  workCenterId: string;
  hireDate: IsoDate;
  active: boolean;
}

/** A course that employees take. */
export interface Training {
  id: string;
  code: string;
  title: string;
  typeId: string;
  competencyId: string;
  /** Months a completion stays valid; `null` = never expires. */
  validityMonths: number | null;
  /** Length of one session in hours (fractions allowed). */
  durationHours: number;
}

/**
 * One line of an employee's course history. A record without a completion
 * date is a scheduled (upcoming) training; once completed, its expiry date is
 * {@link expiryDateOf}(completion, validity).
 */
export interface TrainingRecord {
  id: string;
  employeeId: string;
  trainingId: string;
  scheduledDate: IsoDate | null;
  completionDate: IsoDate | null;
  /** Last day the completion is valid (inclusive); `null` when not completed or the training never expires. */
  expiryDate: IsoDate | null;
  /** Assessment score 0–100, when one was taken. */
  score: number | null;
}

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

/** Where a training record stands on a given day. */
export type TrainingStatus = 'scheduled' | 'valid' | 'expiring' | 'expired';

/** Every status, in the order the UI lists them. */
export const TRAINING_STATUSES: readonly TrainingStatus[] = ['scheduled', 'valid', 'expiring', 'expired'];

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

/** @returns `date` moved by `days` (negative = earlier). @throws RangeError when `date` is not a valid ISO date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return parseDate(date).add({ days }).toString();
}

/** @returns whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return parseDate(to).compare(parseDate(from));
}

/**
 * The expiry date of a completion: completion + validity months, clamped to
 * the month's end (31 Jan + 1 month = 28/29 Feb).
 * @returns `null` when the training never expires.
 */
export function expiryDateOf(completionDate: IsoDate, validityMonths: number | null): IsoDate | null {
  return validityMonths === null ? null : parseDate(completionDate).add({ months: validityMonths }).toString();
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
