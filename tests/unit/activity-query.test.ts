import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHANGE_ACTIONS, CHANGE_KINDS, readActivityQuery, readFieldValue, writeActivityQuery, type ActivityQuery } from '../../src/domain/change';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const id = fc.stringMatching(/^[A-Za-z0-9:_-]{1,40}$/);
const query: fc.Arbitrary<ActivityQuery> = fc.record({
  kind: fc.option(fc.constantFrom(...CHANGE_KINDS), { nil: null }),
  actorId: fc.option(fc.integer({ min: 0, max: 99_999 }), { nil: null }),
  from: fc.option(day, { nil: null }),
  to: fc.option(day, { nil: null }),
  batchId: fc.option(id, { nil: null }),
  employeeId: fc.option(id, { nil: null }),
  record: fc.option(id, { nil: null }),
  action: fc.option(fc.constantFrom(...CHANGE_ACTIONS), { nil: null }),
  page: fc.integer({ min: 1, max: 5000 }),
});

describe('the activity log in the address (generated)', () => {
  it('reads back every view it writes', () => {
    fc.assert(
      fc.property(query, (written) => {
        expect(readActivityQuery(writeActivityQuery(written))).toEqual(written);
      }),
    );
  });

  it('reads any address into filters it can use, never throwing: unknown kinds, people, days and pages are no filter', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('kind', 'action', 'person', 'from', 'to', 'batch', 'employee', 'record', 'page', 'other'), fc.string()),
        (entries) => {
          const read = readActivityQuery(new URLSearchParams(entries));
          expect(read.kind === null || CHANGE_KINDS.includes(read.kind)).toBe(true);
          expect(read.actorId === null || Number.isInteger(read.actorId)).toBe(true);
          for (const value of [read.from, read.to]) expect(value === null || /^\d{4}-\d{2}-\d{2}$/.test(value)).toBe(true);
          expect(Number.isInteger(read.page) && read.page >= 1).toBe(true);
          // What it read, written and read again, is the same: the address settles in one step.
          expect(readActivityQuery(writeActivityQuery(read))).toEqual(read);
        },
      ),
    );
  });
});

describe('a field value from the server (generated)', () => {
  it('reads any JSON value into one a page can show', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const read = readFieldValue(value);
        expect(['none', 'text', 'date', 'number', 'flag', 'list']).toContain(read.kind);
        if (read.kind === 'list') expect(read.items.every((item) => typeof item === 'string')).toBe(true);
        if (read.kind === 'text') expect(typeof read.text).toBe('string');
      }),
    );
  });

  it('reads days, numbers, yes and no, lists and nothing as such', () => {
    expect(readFieldValue('2026-12-06')).toEqual({ kind: 'date', date: '2026-12-06' });
    expect(readFieldValue('2026-02-30x')).toEqual({ kind: 'text', text: '2026-02-30x' });
    expect(readFieldValue(0)).toEqual({ kind: 'number', value: 0 });
    expect(readFieldValue(false)).toEqual({ kind: 'flag', value: false });
    expect(readFieldValue(['Operations', 'Logistics'])).toEqual({ kind: 'list', items: ['Operations', 'Logistics'] });
    expect(readFieldValue(null)).toEqual({ kind: 'none' });
    expect(readFieldValue([])).toEqual({ kind: 'none' });
  });
});
