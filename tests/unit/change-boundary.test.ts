import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isChangeEntry, type ChangeEntry } from '../../mocks/change-log';
import { readChangeQuery, type ChangeQuery } from '../../mocks/change-views';
import { changeQuery } from '../../src/api/gateway/changes.resolvers';

const KINDS = ['employee', 'training', 'record', 'requirement', 'exemption'] as const;
const ACTIONS = ['created', 'updated', 'removed'] as const;
const NAMES = ['kind', 'action', 'actor', 'since', 'until', 'batch', 'employee', 'training', 'record'];
const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true });
const word = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() === text && text !== '');

describe('the change log reads its list filters at the boundary (generated)', () => {
  it('reads any query string without throwing, into filters of their types', () => {
    const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...NAMES), fc.string()), fc.string()), { maxLength: 12 });
    fc.assert(
      fc.property(query, (pairs) => {
        const read = readChangeQuery(new URLSearchParams(pairs));
        expect(read.kind === null || KINDS.includes(read.kind)).toBe(true);
        expect(read.action === null || ACTIONS.includes(read.action)).toBe(true);
        expect(read.actorId === null || Number.isInteger(read.actorId)).toBe(true);
        for (const bound of [read.since, read.until]) expect(bound === null || Number.isFinite(bound)).toBe(true);
        for (const text of [read.batchId, read.employeeId, read.trainingId, read.record])
          expect(text === null || (text !== '' && text === text.trim())).toBe(true);
      }),
    );
  });

  it('reads back every filter the gateway writes', () => {
    const filters = fc.record({
      kind: fc.option(fc.constantFrom(...KINDS), { nil: null }),
      action: fc.option(fc.constantFrom(...ACTIONS), { nil: null }),
      actorId: fc.option(fc.nat(), { nil: null }),
      since: fc.option(
        instant.map((date) => date.toISOString()),
        { nil: null },
      ),
      until: fc.option(
        instant.map((date) => date.toISOString()),
        { nil: null },
      ),
      batchId: fc.option(word, { nil: null }),
      employeeId: fc.option(word, { nil: null }),
      record: fc.option(word, { nil: null }),
    });
    fc.assert(
      fc.property(filters, (query) => {
        // As the REST client puts a query on the address: every value that is set.
        const url = new URL('http://localhost/training/changes');
        for (const [name, value] of Object.entries(changeQuery(query))) if (value !== undefined) url.searchParams.set(name, String(value));
        const expected: ChangeQuery = {
          ...query,
          since: query.since === null ? null : Date.parse(query.since),
          until: query.until === null ? null : Date.parse(query.until),
          trainingId: null,
        };
        expect(readChangeQuery(url.searchParams)).toEqual(expected);
      }),
    );
  });
});

describe('a change log kept in storage is read at the boundary (generated)', () => {
  const row = (id: string) =>
    fc
      .dictionary(fc.constantFrom('code', 'title', 'version', 'note'), fc.oneof(fc.string(), fc.integer(), fc.constant(null)))
      .map((fields) => ({ ...fields, id }));
  const entry: fc.Arbitrary<ChangeEntry> = fc
    .record({
      id: word,
      at: instant.map((date) => date.toISOString()),
      actor: fc.record({ id: fc.nat(), name: fc.string() }),
      kind: fc.constantFrom(...KINDS),
      recordId: word,
      shape: fc.constantFrom('created', 'updated', 'removed'),
      batch: fc.option(fc.record({ id: word, label: fc.string() }), { nil: null }),
      revertOf: fc.option(word, { nil: null }),
    })
    .chain(({ shape, ...entry }) =>
      fc.tuple(row(entry.recordId), row(entry.recordId)).map(([before, after]) => ({
        ...entry,
        before: shape === 'created' ? null : before,
        after: shape === 'removed' ? null : after,
      })),
    );

  it('accepts every entry the log writes, also after a trip through JSON', () => {
    fc.assert(
      fc.property(entry, (written) => {
        expect(isChangeEntry(JSON.parse(JSON.stringify(written)))).toBe(true);
      }),
    );
  });

  it('answers for any value without throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof isChangeEntry(value)).toBe('boolean');
      }),
    );
  });

  it('refuses an entry with any one part missing or of the wrong kind', () => {
    const broken: [string, unknown][] = [
      ['id', 7],
      ['at', 'yesterday'],
      ['actor', { id: '1', name: 'Alex Morgan' }],
      ['kind', 'department'],
      ['recordId', null],
      ['before', { id: 'someone-else' }],
      ['after', []],
      ['batch', { id: 'b1' }],
      ['revertOf', 3],
    ];
    fc.assert(
      fc.property(entry, fc.constantFrom(...broken), fc.boolean(), (written, [field, wrong], drop) => {
        const copy: Record<string, unknown> = { ...written, [field]: wrong };
        if (drop) delete copy[field];
        expect(isChangeEntry(copy)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(entry, (written) => {
        expect(isChangeEntry({ ...written, before: null, after: null })).toBe(false);
      }),
    );
  });
});
