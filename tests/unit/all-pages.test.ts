import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPages, LARGEST_PAGE } from '../../src/api/all-pages';
import type { ListRequest, Page } from '../../src/domain/list-request';

/** A server over `rows` that answers list requests page by page, counting the calls. */
function pagedServer(rows: readonly number[]) {
  const requests: ListRequest[] = [];
  const fetchPage = async (list: ListRequest): Promise<Page<number>> => {
    requests.push(list);
    const size = list.pageSize!;
    const first = (list.pageNumber! - 1) * size;
    return { items: rows.slice(first, first + size), totalCount: rows.length, pageNumber: list.pageNumber!, pageSize: size };
  };
  return { fetchPage, requests };
}

describe('allPages: every row of a paged list, for an export', () => {
  it('reads every row once, in order, in as few pages as the largest page allows (generated lists)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5 * LARGEST_PAGE + 3 }), async (count) => {
        const rows = Array.from({ length: count }, (_, index) => index);
        const server = pagedServer(rows);
        expect(await allPages(server.fetchPage, { searchTerm: 'ana', filterKey: 'status', filterValue: 'expired', pageNumber: 7, pageSize: 10 })).toEqual(rows);
        expect(server.requests).toHaveLength(Math.floor(count / LARGEST_PAGE) + 1 - (count > 0 && count % LARGEST_PAGE === 0 ? 1 : 0));
        // The search and filters go with every page; the list's own paging does not.
        for (const [index, request] of server.requests.entries()) {
          expect(request).toEqual({ searchTerm: 'ana', filterKey: 'status', filterValue: 'expired', pageNumber: index + 1, pageSize: LARGEST_PAGE });
        }
      }),
    );
  });

  it('stops when the count shrinks under what it read meanwhile, rather than asking for pages that are not there', async () => {
    let calls = 0;
    // 250 rows when the first page is read, 150 by the second: two full pages read, past the count.
    const totals = [250, 150, 150];
    const rows = await allPages(async (list) => {
      calls += 1;
      const page = list.pageNumber!;
      return { items: Array.from({ length: LARGEST_PAGE }, () => page), totalCount: totals[page - 1]!, pageNumber: page, pageSize: LARGEST_PAGE };
    }, {});
    expect(calls).toBe(2);
    expect(rows).toHaveLength(2 * LARGEST_PAGE);
  });

  it('passes a failed page on to the caller', async () => {
    await expect(allPages(() => Promise.reject(new Error('Something went wrong')), {})).rejects.toThrow('Something went wrong');
  });
});
