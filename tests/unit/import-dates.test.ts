import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDateOrderScan, dateOrderOf, readImportDate, type DateOrder, type DayMonthOrder } from '../../src/domain/import-dates';
import { languages } from '../../src/i18n/languages';

describe('dateOrderOf: the order of a language’s short date, from Intl', () => {
  it.each([
    ['en', 'mdy'],
    ['es', 'dmy'],
    ['fr', 'dmy'],
    ['de', 'dmy'],
    ['it', 'dmy'],
    ['ru', 'dmy'],
    ['ar', 'dmy'],
    ['ja', 'ymd'],
    ['zh', 'ymd'],
  ] as const)('%s → %s', (tag, order) => {
    expect(dateOrderOf(tag)).toBe(order);
  });

  it("reads back any date as each language the app offers writes it (Intl's numeric short date, Latin digits)", () => {
    const tags = Object.values(languages).map(({ tag }) => tag);
    fc.assert(
      fc.property(
        fc.constantFrom(...tags),
        fc.date({ min: new Date('1901-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        (tag, when) => {
          const text = new Intl.DateTimeFormat(`${tag}-u-nu-latn`, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(when);
          // A year-first date tells its order itself: either reading of day and month reads it.
          const order = dateOrderOf(tag);
          expect(readImportDate(text, order === 'mdy' ? 'mdy' : 'dmy')?.date).toBe(when.toISOString().slice(0, 10));
        },
      ),
    );
  });
});

describe('readImportDate: what spreadsheets write', () => {
  it.each([
    ['2026-01-10', 'dmy', { date: '2026-01-10', how: 'iso', ambiguous: false }],
    ['1/10/2026', 'mdy', { date: '2026-01-10', how: 'local', ambiguous: true }],
    ['10/01/2026', 'dmy', { date: '2026-01-10', how: 'local', ambiguous: true }],
    ['10.1.2026', 'dmy', { date: '2026-01-10', how: 'local', ambiguous: true }],
    ['25/12/2026', 'dmy', { date: '2026-12-25', how: 'local', ambiguous: false }],
    ['12/25/2026', 'mdy', { date: '2026-12-25', how: 'local', ambiguous: false }],
    ['2026/1/10', 'mdy', { date: '2026-01-10', how: 'local', ambiguous: false }],
    ['2026/1/10', 'dmy', { date: '2026-01-10', how: 'local', ambiguous: false }],
    ['1/10/26', 'mdy', { date: '2026-01-10', how: 'local', ambiguous: true, twoDigitYear: true }],
    ['15.09.29', 'dmy', { date: '2029-09-15', how: 'local', ambiguous: false, twoDigitYear: true }],
    ['15.09.30', 'dmy', { date: '1930-09-15', how: 'local', ambiguous: false, twoDigitYear: true }],
    ['01.10.2026', 'dmy', { date: '2026-10-01', how: 'local', ambiguous: true }],
    ['5/5/2026', 'dmy', { date: '2026-05-05', how: 'local', ambiguous: false }],
    ['46032', 'mdy', { date: '2026-01-10', how: 'serial', ambiguous: false }],
    ['46032.75', 'dmy', { date: '2026-01-10', how: 'serial', ambiguous: false }],
    ['61', 'mdy', { date: '1900-03-01', how: 'serial', ambiguous: false }],
  ] as const)('%s (%s) → %j', (text, order, read) => {
    expect(readImportDate(text, order)).toEqual(read);
  });

  it.each(['', '  '])('%j is no date (empty)', (text) => expect(readImportDate(text, 'dmy')).toBeNull());

  it.each(['31/02/2026', '13/13/2026', '1/10/202', '10/01-2026', '2026-1-10x', 'tomorrow', '60', '-5', '1e5', '99999999'])('%j is not a date', (text) => {
    expect(readImportDate(text, 'dmy')).toBeUndefined();
  });

  it('reads any real day written in any order back as that day, and says when day and month could swap (generated)', () => {
    const day = fc.date({ min: new Date(Date.UTC(1950, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true });
    fc.assert(
      fc.property(day, fc.constantFrom<DateOrder>('mdy', 'dmy', 'ymd'), fc.constantFrom('/', '.', '-'), fc.boolean(), (date, order, separator, pad) => {
        const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
        const two = (value: number) => (pad ? String(value).padStart(2, '0') : String(value));
        const parts = order === 'ymd' ? [String(y), two(m), two(d)] : order === 'mdy' ? [two(m), two(d), String(y)] : [two(d), two(m), String(y)];
        const iso = date.toISOString().slice(0, 10);
        const read = readImportDate(parts.join(separator), order === 'mdy' ? 'mdy' : 'dmy');
        // ISO wins where the text is ISO itself (year first, '-', padded).
        expect(read?.date).toBe(iso);
        if (read?.how === 'local') expect(read.ambiguous).toBe(order !== 'ymd' && m <= 12 && d <= 12 && m !== d);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws, whatever the cell (generated)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom<DayMonthOrder>('mdy', 'dmy'), (text, order) => {
        const read = readImportDate(text, order);
        if (read) expect(read.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("createDateOrderScan: a file's dates tell their order, or the user is asked", () => {
  const day = fc.date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2030, 11, 31)), noInvalidDate: true });
  const write = (date: Date, order: DayMonthOrder, separator: string) => {
    const [m, d] = [String(date.getUTCMonth() + 1).padStart(2, '0'), String(date.getUTCDate()).padStart(2, '0')];
    return (order === 'mdy' ? [m, d, date.getUTCFullYear()] : [d, m, date.getUTCFullYear()]).join(separator);
  };
  const scan = (cells: readonly string[]) => {
    const scanner = createDateOrderScan();
    for (const cell of cells) if (scanner.add(cell)) break;
    return scanner.result();
  };

  it('a file with a day above 12 is read in the order it was written, and every one of its dates reads back (generated)', () => {
    fc.assert(
      fc.property(
        fc.array(day, { minLength: 1, maxLength: 30 }),
        fc.constantFrom<DayMonthOrder>('dmy', 'mdy'),
        fc.constantFrom('/', '-'),
        (dates, order, separator) => {
          fc.pre(dates.some((date) => date.getUTCDate() > 12));
          const cells = dates.map((date) => write(date, order, separator));
          const found = scan(cells);
          expect(found).toEqual({ order, because: 'cells' });
          for (const [index, cell] of cells.entries()) expect(readImportDate(cell, order)?.date).toBe(dates[index]!.toISOString().slice(0, 10));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('dotted dates are day first, whatever their numbers (generated)', () => {
    fc.assert(
      fc.property(fc.array(day, { minLength: 1, maxLength: 10 }), (dates) => {
        expect(scan(dates.map((date) => write(date, 'dmy', '.')))).toEqual({ order: 'dmy', because: 'dotted' });
      }),
    );
  });

  it('a file whose days and months are all 12 or less asks the user, with up to three of its own dates (generated)', () => {
    const early = day.filter((date) => date.getUTCDate() <= 12 && date.getUTCDate() !== date.getUTCMonth() + 1);
    fc.assert(
      fc.property(fc.array(early, { minLength: 1, maxLength: 20 }), fc.constantFrom<DayMonthOrder>('dmy', 'mdy'), (dates, order) => {
        const cells = dates.map((date) => write(date, order, '/'));
        const found = scan(cells);
        expect(found?.order).toBeNull();
        const examples = found && found.order === null ? found.examples : [];
        expect(examples.length).toBe(Math.min(3, new Set(cells).size));
        for (const example of examples) expect(cells).toContain(example);
      }),
    );
  });

  it('ISO, year-first, serial and empty cells say nothing of the order', () => {
    expect(scan(['2026-01-10', '2026/01/10', '46032', '', 'n/a'])).toBeNull();
    expect(scan(['05/05/2026'])).toBeNull();
  });
});
