import type { ListRequest, Page } from '../domain/list-request';

/** The largest page the server gives (§3's list request; docs/rest-contract.md). */
export const LARGEST_PAGE = 100;

/**
 * Every row a list request matches, read page after page of {@link LARGEST_PAGE} rows, for a
 * list that has no unpaged export (an export of employees or trainings).
 * @param fetchPage reads one page; its errors reach the caller (told already, as every read's).
 * @param list the list's search and filters; its paging is replaced.
 * @returns the rows in the server's order.
 */
export async function allPages<Row>(fetchPage: (list: ListRequest) => Promise<Page<Row>>, list: ListRequest): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await fetchPage({ ...list, pageNumber, pageSize: LARGEST_PAGE });
    rows.push(...page.items);
    // A short page is the last; so is one past the count, should the count shrink meanwhile.
    if (page.items.length < LARGEST_PAGE || rows.length >= page.totalCount) return rows;
  }
}
