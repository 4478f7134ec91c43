import { isIdToken } from '../../src/domain/id-token';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH } from '../../src/domain/list-request';
import { isIsoDate, isTrainingStatus } from '../../src/domain/training';
import { MAX_PAGE_NUMBER, PAGE_SIZES, viewFromSearch, viewToSearch, type ListView, type ListViewSpec } from '../../src/machines/list-view';

const spec: ListViewSpec = {
  filterKeys: ['department', 'status', 'from', 'to'],
  sortKeys: ['name', 'date'],
  pageSizes: PAGE_SIZES,
  filterChecks: { status: isTrainingStatus, from: isIsoDate, to: isIsoDate },
};
const listKeys = ['q', 'sort', 'order', 'page', 'size', ...spec.filterKeys];

/** Malformed values a crafted or mangled URL carries. */
const hostileValue = fc.oneof(
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '__proto__',
    'constructor',
    '3000000000',
    '-1',
    '1e400',
    'NaN',
    '0x10',
    '2024-02-30',
    '2024-13-01',
    'garbage',
    '\u202Eevil',
    '',
  ),
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.constant('x'.repeat(10_000)),
);
const hostileQuery = fc
  .array(fc.tuple(fc.constantFrom(...listKeys, 'scenario', 'other'), hostileValue), { maxLength: 10 })
  .map((pairs) => new URLSearchParams(pairs));

/** A view a user can reach through the list's controls. */
const validView: fc.Arbitrary<ListView> = fc.record({
  searchTerm: fc.string({ maxLength: MAX_SEARCH_LENGTH }).map((text) => text.trim()),
  filters: fc.record(
    {
      department: fc.stringMatching(/^dep-[0-9]{1,3}$/),
      status: fc.constantFrom('scheduled', 'valid', 'expiring', 'expired'),
      from: fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    },
    { requiredKeys: [] },
  ),
  sort: fc.option(fc.record({ column: fc.constantFrom('name', 'date'), direction: fc.constantFrom('ascending' as const, 'descending' as const) }), {
    nil: null,
  }),
  pageNumber: fc.integer({ min: 1, max: MAX_PAGE_NUMBER }),
  pageSize: fc.constantFrom(...PAGE_SIZES),
});

describe('viewFromSearch: the URL parsed into a list view', () => {
  it('never throws and always gives a view the list can show', () => {
    fc.assert(
      fc.property(hostileQuery, (params) => {
        const view = viewFromSearch(params, spec);
        expect(Number.isInteger(view.pageNumber) && view.pageNumber >= 1 && view.pageNumber <= MAX_PAGE_NUMBER).toBe(true);
        expect(PAGE_SIZES).toContain(view.pageSize);
        expect(view.searchTerm.length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH);
        for (const [key, value] of Object.entries(view.filters)) {
          expect(spec.filterKeys).toContain(key);
          expect((spec.filterChecks?.[key] ?? isIdToken)(value)).toBe(true);
        }
        if (view.sort) expect(spec.sortKeys).toContain(view.sort.column);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back what it wrote: parse(serialize(view)) is the view', () => {
    fc.assert(
      fc.property(validView, (view) => {
        expect(viewFromSearch(viewToSearch(view, spec), spec)).toEqual(view);
      }),
      { numRuns: 1000 },
    );
  });

  it('has one canonical URL per view: serializing the parse of any URL is stable', () => {
    fc.assert(
      fc.property(hostileQuery, (params) => {
        const canonical = viewToSearch(viewFromSearch(params, spec), spec, params);
        expect(viewToSearch(viewFromSearch(canonical, spec), spec, canonical).toString()).toBe(canonical.toString());
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['page=3000000000', { pageNumber: MAX_PAGE_NUMBER }],
    ['page=99999', { pageNumber: 99_999 }],
    ['page=0', { pageNumber: 1 }],
    ['page=-4', { pageNumber: 1 }],
    ['size=7', { pageSize: 10 }],
    ['to=garbage&from=2024-02-30', { filters: {} }],
    ['from=2024-02-29&to=2024-03-01', { filters: { from: '2024-02-29', to: '2024-03-01' } }],
    ['status=bogus&department=%25', { filters: {} }],
  ])('corrects %s', (query, expected) => {
    expect(viewFromSearch(new URLSearchParams(query), spec)).toMatchObject(expected);
  });

  it('cuts a search longer than the input takes', () => {
    expect(viewFromSearch(new URLSearchParams({ q: 'a'.repeat(10_000) }), spec).searchTerm).toHaveLength(MAX_SEARCH_LENGTH);
  });
});
