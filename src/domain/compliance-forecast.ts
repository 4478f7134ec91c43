import { parseDate } from '@internationalized/date';
import type { IsoDate } from './training';
import type { ComplianceStatus } from './compliance';

/** A calendar month as `YYYY-MM`; such strings sort chronologically. */
export type IsoMonth = string;

/** How many months the lapse forecast looks ahead, the month of its day included. */
export const FORECAST_MONTHS = 12;

/** @returns the `count` calendar months from the month of `day` on, as `YYYY-MM`. */
export function forecastMonths(day: IsoDate, count = FORECAST_MONTHS): IsoMonth[] {
  const first = parseDate(day).set({ day: 1 });
  return Array.from({ length: count }, (_, index) => first.add({ months: index }).toString().slice(0, 7));
}

/**
 * The month in which a required training held on `day` lapses: it expires in one of the forecast's
 * months and nothing is scheduled to renew it. Only a pair that holds the training (`valid` or
 * `expiring`) can lapse; a gap has lapsed already.
 * @param expiryDate the held completion's expiry (`null`: never expires).
 * @param scheduled whether a session of the training is scheduled for the employee.
 * @returns the month (`YYYY-MM`), or `null` when it does not lapse within the forecast.
 */
export function lapseMonth(
  status: ComplianceStatus | null,
  expiryDate: IsoDate | null,
  scheduled: boolean,
  day: IsoDate,
  count = FORECAST_MONTHS,
): IsoMonth | null {
  if ((status !== 'valid' && status !== 'expiring') || expiryDate === null || scheduled || expiryDate < day) return null;
  const month = expiryDate.slice(0, 7);
  const months = forecastMonths(day, count);
  return month <= months[months.length - 1]! ? month : null;
}

/** One required training that lapses within the forecast: who holds it, which it is, when it expires. */
export interface Lapse {
  employeeId: string;
  employeeName: string;
  employeeCode: string;
  departmentId: string;
  department: string;
  trainingId: string;
  trainingTitle: string;
  expiryDate: IsoDate;
  /** The month it lapses in (that of `expiryDate`). */
  month: IsoMonth;
}

/** How many lapses one department or one training has in each month of the forecast (`counts[i]` is `months[i]`). */
export interface ForecastLine {
  id: string;
  name: string;
  counts: number[];
}

/** The lapse forecast from one day: its months, the lapses of each month in all, by department and by training. */
export interface LapseForecast {
  from: IsoDate;
  months: IsoMonth[];
  total: number[];
  /** The departments with a lapse, by name. */
  byDepartment: ForecastLine[];
  /** The trainings with a lapse, by name. */
  byTraining: ForecastLine[];
}

/**
 * Counts `lapses` (those of the forecast from `day`; any other month is not counted) by month, in
 * all, per department and per training: what the forecast's chart and table show (§19).
 */
export function lapseForecast(lapses: readonly Lapse[], day: IsoDate, count = FORECAST_MONTHS): LapseForecast {
  const months = forecastMonths(day, count);
  const at = new Map(months.map((month, index) => [month, index]));
  const total = months.map(() => 0);
  const departments = new Map<string, ForecastLine>();
  const trainings = new Map<string, ForecastLine>();
  const line = (lines: Map<string, ForecastLine>, id: string, name: string) => {
    const found = lines.get(id) ?? { id, name, counts: months.map(() => 0) };
    lines.set(id, found);
    return found;
  };
  for (const lapse of lapses) {
    const index = at.get(lapse.month);
    if (index === undefined) continue;
    total[index]! += 1;
    line(departments, lapse.departmentId, lapse.department).counts[index]! += 1;
    line(trainings, lapse.trainingId, lapse.trainingTitle).counts[index]! += 1;
  }
  const { compare } = new Intl.Collator();
  const byName = (lines: Map<string, ForecastLine>) => [...lines.values()].sort((a, b) => compare(a.name, b.name) || compare(a.id, b.id));
  return { from: day, months, total, byDepartment: byName(departments), byTraining: byName(trainings) };
}

/** Which lapses a drill-down lists: those of one month, department or training, or any combination (`null`: any). */
export interface LapseQuery {
  month: IsoMonth | null;
  departmentId: string | null;
  trainingId: string | null;
}

/** @returns whether `value` is a calendar month `YYYY-MM`. */
export const isIsoMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The lapse query of `params` (`month`, `department`, `training`); a value that is missing or not a month reads as any. Never throws. */
export function readLapseQuery(params: URLSearchParams): LapseQuery {
  const month = params.get('month') ?? '';
  return {
    month: isIsoMonth(month) ? month : null,
    departmentId: params.get('department') || null,
    trainingId: params.get('training') || null,
  };
}

/** @returns the lapses `query` keeps, soonest expiry first (ties by name). */
export function lapsesMatching(lapses: readonly Lapse[], query: LapseQuery): Lapse[] {
  const { compare } = new Intl.Collator();
  return lapses
    .filter(
      (lapse) =>
        (query.month === null || lapse.month === query.month) &&
        (query.departmentId === null || lapse.departmentId === query.departmentId) &&
        (query.trainingId === null || lapse.trainingId === query.trainingId),
    )
    .sort((a, b) => compare(a.expiryDate, b.expiryDate) || compare(a.employeeName, b.employeeName) || compare(a.trainingTitle, b.trainingTitle));
}
