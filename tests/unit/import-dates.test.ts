import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOrderOf, readImportDate, type DateOrder } from '../../src/domain/import-dates';
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
          expect(readImportDate(text, dateOrderOf(tag))?.date).toBe(when.toISOString().slice(0, 10));
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
    ['2026/1/10', 'ymd', { date: '2026-01-10', how: 'local', ambiguous: false }],
    ['5/5/2026', 'dmy', { date: '2026-05-05', how: 'local', ambiguous: false }],
    ['46032', 'mdy', { date: '2026-01-10', how: 'serial', ambiguous: false }],
    ['46032.75', 'dmy', { date: '2026-01-10', how: 'serial', ambiguous: false }],
    ['61', 'mdy', { date: '1900-03-01', how: 'serial', ambiguous: false }],
  ] as const)('%s (%s) → %j', (text, order, read) => {
    expect(readImportDate(text, order)).toEqual(read);
  });

  it.each(['', '  '])('%j is no date (empty)', (text) => expect(readImportDate(text, 'dmy')).toBeNull());

  it.each(['31/02/2026', '13/13/2026', '1/10/26', '10/01-2026', '2026-1-10x', 'tomorrow', '60', '-5', '1e5', '99999999'])('%j is not a date', (text) => {
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
        const read = readImportDate(parts.join(separator), order);
        // ISO wins where the text is ISO itself (year first, '-', padded).
        expect(read?.date).toBe(iso);
        if (read?.how === 'local') expect(read.ambiguous).toBe(order !== 'ymd' && m <= 12 && d <= 12 && m !== d);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws, whatever the cell (generated)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom<DateOrder>('mdy', 'dmy', 'ymd'), (text, order) => {
        const read = readImportDate(text, order);
        if (read) expect(read.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
      { numRuns: 1000 },
    );
  });
});
