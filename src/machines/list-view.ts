import { isIdToken } from '../domain/id-token';
import { MAX_SEARCH_LENGTH, type ListRequest } from '../domain/list-request';

/**
 * What a server-side list shows: the search, the filters, the sort
 * and the page. It lives in the page's URL, so a view can be shared and
 * survives a reload, and maps to the §3 list request the server answers.
 */
export interface ListView {
  searchTerm: string;
  /** Filter key → chosen value; a key left out means "all". */
  filters: Readonly<Record<string, string>>;
  /** `null` = the list's default order. */
  sort: ListSort | null;
  /** 1-based. */
  pageNumber: number;
  pageSize: number;
}

/** A sort by one column, as the table shows it. */
export interface ListSort {
  column: string;
  direction: 'ascending' | 'descending';
}

/** Which URL keys a list owns and which values it accepts. */
export interface ListViewSpec {
  /** Filter keys, also their URL keys and where-clause keys (e.g. `department`, `status`, `from`). */
  filterKeys: readonly string[];
  /** Sortable columns (the server's sort keys). */
  sortKeys: readonly string[];
  /** Page sizes offered; the first is the default. */
  pageSizes: readonly number[];
  /**
   * Which values a filter accepts, by key (e.g. a date, one of the statuses). A key without a
   * check accepts an id-like token ({@link isIdToken}). A value that fails is dropped.
   */
  filterChecks?: Readonly<Record<string, (value: string) => boolean>>;
}

/** The highest page number a URL may ask for: within GraphQL's Int; past the last page, the list goes to the last. */
export const MAX_PAGE_NUMBER = 1_000_000;

/** URL keys besides the filters: `q` search, `sort` + `order` (asc/desc), `page`, `size`. */
const URL_KEYS = { search: 'q', sort: 'sort', order: 'order', page: 'page', size: 'size' } as const;

/** The page sizes lists offer (the server allows at most 100). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The first page of `spec`'s list, unfiltered, in its default order. */
export function initialView(spec: ListViewSpec): ListView {
  return { searchTerm: '', filters: {}, sort: null, pageNumber: 1, pageSize: spec.pageSizes[0] };
}

/**
 * Reads a view from a URL query; never throws. Values the list does not know fall back to
 * the defaults: an unknown sort, a page that is not a whole number from 1 to
 * {@link MAX_PAGE_NUMBER}, a size not offered, a filter value its check refuses. The search
 * is cut to {@link MAX_SEARCH_LENGTH}. Keys that are not the list's (e.g. `scenario`) are ignored.
 * `viewToSearch` of the result is the URL's canonical form.
 */
export function viewFromSearch(params: URLSearchParams, spec: ListViewSpec): ListView {
  const filters: Record<string, string> = {};
  for (const key of spec.filterKeys) {
    const value = params.get(key);
    const accepts = spec.filterChecks?.[key] ?? isIdToken;
    if (value && accepts(value)) filters[key] = value;
  }
  const column = params.get(URL_KEYS.sort);
  const page = Number(params.get(URL_KEYS.page));
  const size = Number(params.get(URL_KEYS.size));
  return {
    searchTerm: (params.get(URL_KEYS.search) ?? '').slice(0, MAX_SEARCH_LENGTH),
    filters,
    sort: column && spec.sortKeys.includes(column) ? { column, direction: params.get(URL_KEYS.order) === 'desc' ? 'descending' : 'ascending' } : null,
    pageNumber: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE_NUMBER) : 1,
    pageSize: spec.pageSizes.includes(size) ? size : spec.pageSizes[0],
  };
}

/**
 * Writes a view into a URL query: starts from `current` (so keys other pages or
 * tools put there, like `scenario`, stay), replaces the list's own keys, and
 * leaves out defaults (page 1, the default size, the default order, empty values).
 */
export function viewToSearch(view: ListView, spec: ListViewSpec, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of [...Object.values(URL_KEYS), ...spec.filterKeys]) params.delete(key);
  if (view.searchTerm.trim()) params.set(URL_KEYS.search, view.searchTerm.trim());
  for (const key of spec.filterKeys) if (view.filters[key]) params.set(key, view.filters[key]);
  if (view.sort) {
    params.set(URL_KEYS.sort, view.sort.column);
    params.set(URL_KEYS.order, view.sort.direction === 'descending' ? 'desc' : 'asc');
  }
  if (view.pageNumber > 1) params.set(URL_KEYS.page, String(view.pageNumber));
  if (view.pageSize !== spec.pageSizes[0]) params.set(URL_KEYS.size, String(view.pageSize));
  return params;
}

/**
 * The §3 list request of a view: search, page and size as they are; the
 * filters, then the sort, in the where clause (`department=dep-1&sort=name&order=desc`).
 * @param fixed conditions the page always adds (e.g. `{ training: 'trn-4' }` on a training's page).
 */
export function viewToRequest(view: ListView, fixed: Readonly<Record<string, string>> = {}): ListRequest {
  const where = new URLSearchParams({ ...view.filters, ...fixed });
  if (view.sort) {
    where.set('sort', view.sort.column);
    where.set('order', view.sort.direction === 'descending' ? 'desc' : 'asc');
  }
  return { searchTerm: view.searchTerm.trim() || null, pageNumber: view.pageNumber, pageSize: view.pageSize, whereClause: where.toString() || null };
}

/** @returns whether two views show the same rows (a search differing only in outer spaces is the same). */
export function sameView(a: ListView, b: ListView): boolean {
  const key = (view: ListView) =>
    JSON.stringify([
      view.searchTerm.trim(),
      Object.entries(view.filters)
        .filter(([, value]) => value)
        .sort(([x], [y]) => (x < y ? -1 : 1)),
      view.sort,
      view.pageNumber,
      view.pageSize,
    ]);
  return key(a) === key(b);
}
