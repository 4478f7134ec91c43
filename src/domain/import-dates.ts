import { CalendarDate } from '@internationalized/date';
import { isIsoDate, type IsoDate } from './training';

/** The order of day, month and year in a language's short date (en: month/day/year, es: day/month/year, ja: year/month/day). */
export type DateOrder = 'mdy' | 'dmy' | 'ymd';

/**
 * The order a locale writes its short date in, as Intl formats it (en-US 1/10/2026, es 10/1/2026,
 * de 10.1.2026, ja 2026/01/10). @param locale a BCP 47 tag.
 */
export function dateOrderOf(locale: string): DateOrder {
  const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2026, 0, 10)))
    .map((part) => part.type)
    .filter((type) => type === 'year' || type === 'month' || type === 'day');
  if (parts[0] === 'year') return 'ymd';
  return parts[0] === 'month' ? 'mdy' : 'dmy';
}

/** Spreadsheet serial days start on 1899-12-30 (day 1 is 1900-01-01, counting 1900's Feb 29 that never was). */
const SERIAL_EPOCH = new CalendarDate(1899, 12, 30);
/** Serials below this fall before 1900-03-01, where that phantom day makes them wrong; above it, after 9999-12-31. */
const SERIAL_RANGE = { min: 61, max: 2_958_465 } as const;

/** A date cell as read: the date, and whether it could also have been read the other way (day and month both 12 or less). */
export interface ReadDate {
  date: IsoDate;
  how: 'iso' | 'local' | 'serial';
  ambiguous: boolean;
}

/**
 * Reads a date cell as spreadsheets write them: ISO (`2026-01-10`), the language's short date with
 * `/`, `.` or `-` and a four-digit year (`1/10/2026` in month/day/year, `10/1/2026` or `10.1.2026` in
 * day/month/year, `2026/1/10` in year/month/day), or a spreadsheet's serial day number (`46032`;
 * a fraction of a day is its time, dropped). Direction marks between the numbers are ignored. Never throws.
 * @returns the date read, `null` for an empty cell, `undefined` for anything else (or a day that does not exist).
 */
export function readImportDate(cell: string, order: DateOrder): ReadDate | null | undefined {
  // Arabic short dates carry right-to-left marks between their numbers (Intl writes '1\u200F/1\u200F/1970'); they order, they say nothing.
  const text = cell.replace(/[\u200E\u200F\u061C\u2066-\u2069]/g, '').trim();
  if (!text) return null;
  if (isIsoDate(text)) return { date: text, how: 'iso', ambiguous: false };
  if (/^\d+(\.\d+)?$/.test(text)) {
    const serial = Math.floor(Number(text));
    if (serial < SERIAL_RANGE.min || serial > SERIAL_RANGE.max) return undefined;
    return { date: SERIAL_EPOCH.add({ days: serial }).toString(), how: 'serial', ambiguous: false };
  }
  const match = /^(\d{1,4})([./-])(\d{1,2})\2(\d{1,4})$/.exec(text);
  if (!match) return undefined;
  const [first, second, third] = [match[1]!, match[3]!, match[4]!];
  const [year, month, day] = order === 'ymd' ? [first, second, third] : order === 'mdy' ? [third, first, second] : [third, second, first];
  if (year.length !== 4 || month.length > 2 || day.length > 2) return undefined;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (!isIsoDate(date)) return undefined;
  return { date, how: 'local', ambiguous: order !== 'ymd' && Number(month) <= 12 && Number(day) <= 12 && Number(month) !== Number(day) };
}
