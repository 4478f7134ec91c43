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
