import type { ListRequest, Page } from '../src/domain/list-request';

/**
 * The list request of §3 and the server-side search, filter, sort and paging it maps to.
 *
 * Mapping:
 * - `searchTerm`: free text, case-insensitive; every word must occur in the row's search text.
 * - `filterKey` + `filterValue`: one equality filter (same keys as the where clause).
 * - `whereClause`: more conditions in URL query syntax, e.g.
 *   `department=d1&status=expiring&status=expired&sort=name&order=desc`. A key given
 *   several times matches any of its values; different keys must all match.
 *   `sort` names a sort key, `order` is `asc` or `desc` (default: ascending, except the list's
 *   default sort, which keeps its own direction, e.g. newest first).
 * - `pageNumber`: 1-based (default 1); `pageSize`: 1–{@link MAX_PAGE_SIZE} (default {@link DEFAULT_PAGE_SIZE}).
 * So a page's URL query can be the where clause itself, and a shared link restores the view.
 */

/** A list request the server refuses (unknown key, bad value); its message is for the REST `message`. */
export class ListRequestError extends Error {
  override name = 'ListRequestError';
}

const DEFAULT_PAGE_SIZE = 10;

const MAX_PAGE_SIZE = 100;

/** Answers list requests one page at a time; `all` answers one with every matching row, in order, ignoring paging. */
export interface ListQueryFunction<Row> {
  (request: ListRequest): Page<Row>;
  all(request: ListRequest): Row[];
}

/** A row predicate built from the values a request gives for one filter key. @throws ListRequestError for a bad value. */
export type FilterFactory<Row> = (values: readonly string[]) => (row: Row) => boolean;

/** What can be searched, filtered and sorted in one list. */
export interface ListSpec<Row> {
  /** The text a search term is looked for in (lower-cased once by the list). */
  searchText: (row: Row) => string;
  filters: Record<string, FilterFactory<Row>>;
  /** Sort keys: each maps a row to what it is ordered by, ascending (see {@link textKey} for names). */
  sorts: Record<string, (row: Row) => string | number>;
  defaultSort: { key: string; descending: boolean };
}

/** Filter: the row's value (or any of its values) equals one of the requested values. */
export function equalsFilter<Row>(valueOf: (row: Row) => string): FilterFactory<Row> {
  return (values) => {
    const wanted = new Set(values);
    return (row) => wanted.has(valueOf(row));
  };
}

/** Filter: like {@link equalsFilter}, but only the given values are allowed. */
export function oneOfFilter<Row, Value extends string>(allowed: readonly Value[], valueOf: (row: Row) => Value | null): FilterFactory<Row> {
  return (values) => {
    for (const value of values) {
      if (!allowed.includes(value as Value)) throw new ListRequestError(`Unknown filter value '${value}'; expected one of ${allowed.join(', ')}`);
    }
    const wanted = new Set(values);
    return (row) => {
      const value = valueOf(row);
      return value !== null && wanted.has(value);
    };
  };
}

/** Filter on a yes/no value given as `true` or `false`. */
export function booleanFilter<Row>(valueOf: (row: Row) => boolean): FilterFactory<Row> {
  return oneOfFilter(['true', 'false'] as const, (row) => (valueOf(row) ? 'true' : 'false'));
}

/** Filter: an ISO date bound, inclusive (`from` keeps dates on or after it, `to` on or before it); rows without a date never match. */
export function dateBoundFilter<Row>(bound: 'from' | 'to', dateOf: (row: Row) => string | null): FilterFactory<Row> {
  return (values) => {
    for (const value of values) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new ListRequestError(`Invalid date '${value}'; expected YYYY-MM-DD`);
    }
    // Several bounds of one kind: the tightest applies.
    const limit = bound === 'from' ? values.reduce((a, b) => (a > b ? a : b)) : values.reduce((a, b) => (a < b ? a : b));
    return (row) => {
      const date = dateOf(row);
      return date !== null && (bound === 'from' ? date >= limit : date <= limit);
    };
  };
}

/** A request read and checked against a spec. */
export interface ListQuery {
  /** Lower-cased words that must all occur. */
  words: string[];
  filters: Map<string, string[]>;
  sort: string;
  descending: boolean;
  pageNumber: number;
  pageSize: number;
}

const RESERVED = new Set(['sort', 'order']);

function positiveInteger(name: string, value: number | null | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) throw new ListRequestError(`${name} must be an integer from 1 to ${max}`);
  return value;
}

/**
 * Reads a §3 list request against a list's spec.
 * @throws ListRequestError on an unknown filter or sort key, a bad order, page number or page size.
 */
export function parseListRequest<Row>(request: ListRequest, spec: ListSpec<Row>): ListQuery {
  const filters = new Map<string, string[]>();
  const add = (key: string, value: string) => {
    // Own keys only: `constructor` or `__proto__` are no filter of any list, not Object's.
    if (!Object.hasOwn(spec.filters, key)) throw new ListRequestError(`Unknown filter '${key}'`);
    filters.set(key, [...(filters.get(key) ?? []), value]);
  };
  let sort = spec.defaultSort.key;
  let order: string | null = null;

  for (const [key, value] of new URLSearchParams(request.whereClause ?? '')) {
    if (value === '') continue;
    if (key === 'sort') {
      if (!Object.hasOwn(spec.sorts, value)) throw new ListRequestError(`Unknown sort '${value}'`);
      sort = value;
    } else if (key === 'order') {
      if (value !== 'asc' && value !== 'desc') throw new ListRequestError(`order must be asc or desc`);
      order = value;
    } else add(key, value);
  }
  if (request.filterKey && request.filterValue) {
    if (RESERVED.has(request.filterKey)) throw new ListRequestError(`Unknown filter '${request.filterKey}'`);
    add(request.filterKey, request.filterValue);
  }

  return {
    words: (request.searchTerm ?? '').toLowerCase().split(/\s+/).filter(Boolean),
    filters,
    sort,
    // Without an order a named sort runs ascending; only the default sort keeps its own direction.
    descending: order === null ? sort === spec.defaultSort.key && spec.defaultSort.descending : order === 'desc',
    pageNumber: positiveInteger('pageNumber', request.pageNumber, 1),
    pageSize: positiveInteger('pageSize', request.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

/**
 * A searchable, filterable, sortable list over fixed rows that answers §3
 * list requests one page at a time. Each sort order is computed once, on first
 * use, and kept (ties keep the default order); a request then is one pass over the rows in that order, so a
 * search or filter costs O(rows) and never a sort.
 * @returns the query function, whose `all` gives every matching row unpaged (for an export).
 * @throws ListRequestError from either for a bad request.
 */
export function createList<Row>(rows: readonly Row[], spec: ListSpec<Row>): ListQueryFunction<Row> {
  const texts = rows.map((row) => spec.searchText(row).toLowerCase());
  const orders = new Map<string, Int32Array>();
  const sortOrder = (key: string, descending: boolean, tieRank: (index: number) => number): Int32Array => {
    const keys = rows.map(spec.sorts[key]);
    const sign = descending ? -1 : 1;
    return Int32Array.from(rows.keys()).sort((a, b) => (keys[a] < keys[b] ? -sign : keys[a] > keys[b] ? sign : tieRank(a) - tieRank(b)));
  };
  // Rows that tie on a sort key keep the default order (for example by name), whichever way the key runs.
  const defaultOrder = sortOrder(spec.defaultSort.key, spec.defaultSort.descending, (index) => index);
  const defaultRank = new Int32Array(rows.length);
  defaultOrder.forEach((index, rank) => (defaultRank[index] = rank));
  orders.set(`${spec.defaultSort.key}:${spec.defaultSort.descending}`, defaultOrder);
  const orderBy = (key: string, descending: boolean): Int32Array => {
    let order = orders.get(`${key}:${descending}`);
    if (!order) {
      order = sortOrder(key, descending, (index) => defaultRank[index]);
      orders.set(`${key}:${descending}`, order);
    }
    return order;
  };

  /** One pass over the rows in the requested order; `limit` rows from `first` on are kept, every match is counted. */
  const scan = (request: ListRequest, paged: boolean) => {
    const query = parseListRequest(request, spec);
    const predicates = [...query.filters].map(([key, values]) => spec.filters[key](values));
    const order = orderBy(query.sort, query.descending);
    const first = paged ? (query.pageNumber - 1) * query.pageSize : 0;
    const limit = paged ? query.pageSize : Number.MAX_SAFE_INTEGER;
    const items: Row[] = [];
    let total = 0;
    const { words } = query;
    // Plain loops: this runs for every row of every request, and closures per row cost several times the work.
    next: for (let step = 0; step < order.length; step++) {
      const index = order[step];
      for (let w = 0; w < words.length; w++) if (!texts[index].includes(words[w])) continue next;
      const row = rows[index];
      for (let p = 0; p < predicates.length; p++) if (!predicates[p](row)) continue next;
      if (total >= first && items.length < limit) items.push(row);
      total++;
    }
    return { query, items, total };
  };

  const list = (request: ListRequest): Page<Row> => {
    const { query, items, total } = scan(request, true);
    return { items, totalCount: total, pageNumber: query.pageNumber, pageSize: query.pageSize };
  };
  list.all = (request: ListRequest): Row[] => scan(request, false).items;
  return list;
}

/** A sort key for human text: lower-cased without accents, so 'Élodie' sorts with 'elodie' (code-point order is then good enough, and fast). */
export function textKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
