/** The list request of §3. Every field is optional. */
export interface ListRequest {
  searchTerm?: string | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  filterKey?: string | null;
  filterValue?: string | null;
  whereClause?: string | null;
}

/** One page of a list, as every paged answer carries it (§3): the rows, how many match across all pages, which page (1-based) and its size. */
export interface Page<Row> {
  items: Row[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

/** How many pages `totalCount` rows fill: at least 1, so an empty list is on page 1. */
export function pageCountOf(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** The longest search a list takes (the search input's `maxLength` too); a longer one from a URL is cut. */
export const MAX_SEARCH_LENGTH = 200;
