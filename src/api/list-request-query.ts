import type { ListRequest } from '../domain/list-request';

/** The §3 list request's fields, which travel as query parameters of the same names. */
const LIST_FIELDS = ['searchTerm', 'pageNumber', 'pageSize', 'filterKey', 'filterValue', 'whereClause'] as const;

/** @returns the list request as query parameters (absent, null and empty fields left out). */
export function listRequestQuery(request: ListRequest | null | undefined): Record<string, string | number | undefined> {
  return Object.fromEntries(LIST_FIELDS.map((field) => [field, request?.[field] ?? undefined]));
}

/**
 * Reads a list request from query parameters. Numbers are read as they are, so a
 * page number like `abc` reaches the list engine as NaN and is refused there.
 */
export function listRequestFromQuery(params: URLSearchParams): ListRequest {
  const text = (name: string) => params.get(name);
  const number = (name: string) => (params.has(name) && params.get(name) !== '' ? Number(params.get(name)) : null);
  return {
    searchTerm: text('searchTerm'),
    pageNumber: number('pageNumber'),
    pageSize: number('pageSize'),
    filterKey: text('filterKey'),
    filterValue: text('filterValue'),
    whereClause: text('whereClause'),
  };
}
