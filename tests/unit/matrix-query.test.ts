import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATRIX_PAGE_SIZES, readMatrixQuery, STATUS_URGENCY } from '../../src/domain/compliance-matrix';
import { isIsoDate } from '../../src/domain/training';

const TODAY = '2026-12-05';
const keys = ['asOf', 'employee', 'department', 'status', 'q', 'sort', 'order', 'page', 'size', '__proto__', 'constructor'];

describe('readMatrixQuery: the matrix query of any query string', () => {
  it('never throws, and every field it gives is one the server can use', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...keys), fc.string({ maxLength: 300 })), { maxLength: 12 }), (pairs) => {
        const query = readMatrixQuery(new URLSearchParams(pairs), TODAY);
        expect(isIsoDate(query.asOf)).toBe(true);
        expect(query.status === null || STATUS_URGENCY.includes(query.status)).toBe(true);
        expect(['name', 'gaps']).toContain(query.sort);
        expect(Number.isSafeInteger(query.pageNumber) && query.pageNumber >= 1).toBe(true);
        expect(MATRIX_PAGE_SIZES).toContain(query.pageSize);
        expect(query.search.length).toBeLessThanOrEqual(200);
        expect(query.search).toBe(query.search.trim());
      }),
    );
  });

  it('keeps what it can read and defaults the rest', () => {
    expect(
      readMatrixQuery(
        new URLSearchParams('asOf=2026-03-01&designation=des-3&workCenter=wc-2&status=missing&sort=gaps&order=desc&page=2&size=50&q=%20ana%20'),
        TODAY,
      ),
    ).toEqual({
      asOf: '2026-03-01',
      employeeId: null,
      departmentId: null,
      designationId: 'des-3',
      workCenterId: 'wc-2',
      status: 'missing',
      search: 'ana',
      sort: 'gaps',
      descending: true,
      pageNumber: 2,
      pageSize: 50,
    });
    const defaults = readMatrixQuery(new URLSearchParams('asOf=2026-02-30&status=late&page=0&size=7'), TODAY);
    expect(defaults).toMatchObject({ asOf: TODAY, status: null, pageNumber: 1, pageSize: 25 });
  });
});
