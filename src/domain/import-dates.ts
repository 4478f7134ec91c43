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

/** The order of day and month in a file's short dates (a year-first date, `2026/1/10`, says so itself). */
export type DayMonthOrder = 'dmy' | 'mdy';

/**
 * Two-digit years are read as spreadsheets read them: 00–29 are 2000–2029, 30–99 are 1930–1999
 * (the rule Excel and LibreOffice apply when a year is typed with two digits).
 */
const TWO_DIGIT_YEAR_PIVOT = 30;

/** A date cell as read: the date, how, whether day and month could have swapped, and whether its year had two digits. */
export interface ReadDate {
  date: IsoDate;
  how: 'iso' | 'local' | 'serial';
  ambiguous: boolean;
  twoDigitYear?: true;
}

/** A short date's three numbers and separator, direction marks dropped; null when the cell is no short date. */
function shortDateParts(cell: string): { first: string; second: string; third: string; separator: string } | null {
  const match = /^(\d{1,4})([./-])(\d{1,2})\2(\d{1,4})$/.exec(stripMarks(cell));
  return match ? { first: match[1]!, separator: match[2]!, second: match[3]!, third: match[4]! } : null;
}

// Arabic short dates carry right-to-left marks between their numbers (Intl writes '1\u200F/1\u200F/1970'); they order, they say nothing.
const stripMarks = (cell: string) => cell.replace(/[\u200E\u200F\u061C\u2066-\u2069]/g, '').trim();

/**
 * Reads a date cell as spreadsheets write them: ISO (`2026-01-10`); a year-first short date
 * (`2026/1/10`); a day-and-month short date with `/`, `.` or `-` in the file's `order` (`1/10/2026`
 * month first, `10/1/2026` or `10.1.2026` day first), its year in four digits or in two
 * ({@link TWO_DIGIT_YEAR_PIVOT}); or a spreadsheet's serial day number (`46032`; a fraction of a day
 * is its time, dropped). Direction marks between the numbers are ignored. Never throws.
 * @returns the date read, `null` for an empty cell, `undefined` for anything else (or a day that does not exist).
 */
export function readImportDate(cell: string, order: DayMonthOrder): ReadDate | null | undefined {
  const text = stripMarks(cell);
  if (!text) return null;
  if (isIsoDate(text)) return { date: text, how: 'iso', ambiguous: false };
  if (/^\d+(\.\d+)?$/.test(text)) {
    const serial = Math.floor(Number(text));
    if (serial < SERIAL_RANGE.min || serial > SERIAL_RANGE.max) return undefined;
    return { date: SERIAL_EPOCH.add({ days: serial }).toString(), how: 'serial', ambiguous: false };
  }
  const parts = shortDateParts(text);
  if (!parts) return undefined;
  const { first, second, third } = parts;
  const yearFirst = first.length === 4;
  const [year, month, day] = yearFirst ? [first, second, third] : order === 'mdy' ? [third, first, second] : [third, second, first];
  if (month.length > 2 || day.length > 2 || (year.length !== 4 && year.length !== 2)) return undefined;
  const fullYear = year.length === 2 ? String((Number(year) < TWO_DIGIT_YEAR_PIVOT ? 2000 : 1900) + Number(year)) : year;
  const date = `${fullYear}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (!isIsoDate(date)) return undefined;
  return {
    date,
    how: 'local',
    ambiguous: !yearFirst && Number(month) <= 12 && Number(day) <= 12 && Number(month) !== Number(day),
    ...(year.length === 2 ? { twoDigitYear: true as const } : {}),
  };
}

/** What a file's dates say of their order: the order, and why; or, when they do not say, cells of the file that read two ways. */
export type FileDateOrder = { order: DayMonthOrder; because: 'dotted' | 'cells' } | { order: null; examples: string[] };

/** Cells shown to the user who chooses the order. */
const EXAMPLES = 3;

/**
 * Scans a file's date cells for their order, one cell at a time: a dotted date (`15.09.2026`) is
 * day first, as everywhere dots are written; a first number above 12 is a day; a second number
 * above 12 is a day, so the month came first. The first cell that tells decides (`add` returns
 * true then, so the reader can stop); a later cell that disagrees is, in that order, no date, and is
 * listed as a problem. A file whose cells never tell but could be read two ways (`10/01/2026`) has
 * no order: the user chooses, shown `examples` from their own file. Year-first, ISO and serial cells
 * say nothing of it.
 */
export function createDateOrderScan(): { add: (cell: string) => boolean; result: () => FileDateOrder | null } {
  let decided: FileDateOrder | null = null;
  const examples: string[] = [];
  return {
    add(cell) {
      if (decided) return true;
      const parts = shortDateParts(cell);
      if (!parts || parts.first.length === 4) return false;
      const [first, second] = [Number(parts.first), Number(parts.second)];
      if (parts.separator === '.') decided = { order: 'dmy', because: 'dotted' };
      else if (first > 12 && first <= 31 && second <= 12) decided = { order: 'dmy', because: 'cells' };
      else if (second > 12 && second <= 31 && first <= 12) decided = { order: 'mdy', because: 'cells' };
      else if (first <= 12 && second <= 12 && first !== second) {
        const example = stripMarks(cell);
        if (examples.length < EXAMPLES && !examples.includes(example)) examples.push(example);
      }
      return decided !== null;
    },
    /** The order the cells told, the cells that read two ways when none did, or null when no cell could be read two ways. */
    result: () => decided ?? (examples.length > 0 ? { order: null, examples } : null),
  };
}
