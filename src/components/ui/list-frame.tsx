import type { ReactNode } from 'react';
import { pageCountOf } from '../../domain/list-request';
import { DataTable, type DataColumn, type RowLink, type SortState } from './data-table';
import { FiltersBar, type FilterSelect } from './filters-bar';
import { ListExportBar, type ListExport } from './list-export';
import { Pagination } from './pagination';
import type { LoadStateProps } from './state-panel';
import styles from './list-frame.module.css';

/**
 * The controls of a server-side list as its page holds them (the view in the
 * URL): what is shown, and a callback for each change the user can make.
 */
export interface ListControls extends LoadStateProps {
  /** The search as typed. */
  search: string;
  /** The chosen value of each filter; a key left out means "all". */
  filters: Readonly<Record<string, string>>;
  /** The order shown (the list's default order when none was chosen). */
  sort: SortState;
  /** 1-based. */
  pageNumber: number;
  pageSize: number;
  /** Rows matching across all pages; `null` until the first page arrives. */
  total: number | null;
  onSearchChange: (search: string) => void;
  onFilterChange: (key: string, value: string | null) => void;
  onClear: () => void;
  onSortChange: (sort: SortState) => void;
  onPageChange: (pageNumber: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** The list's saved views (the page's bar to choose, save and delete them), shown with the filters: folded with them on a phone. */
  views?: ReactNode;
}

/** @returns whether a search or filter narrows the list (an empty list then says "no match", not "nothing yet"). */
export function isNarrowed({ search, filters }: Pick<ListControls, 'search' | 'filters'>): boolean {
  return search.trim() !== '' || Object.values(filters).some(Boolean);
}

/** The list's rows as a {@link DataTable} of `columns`. */
interface TableOfColumns<Row> {
  /** The table's accessible name. */
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Where each row leads (a link: click, Enter, or a new tab). */
  rowLink?: (row: Row) => RowLink;
  table?: never;
}

/** The list's rows drawn by a table of the caller's own, bound to the same controls (a matrix's grid). */
interface OwnTable {
  table: ReactNode;
  label?: never;
  columns?: never;
  rows?: never;
  rowKey?: never;
  rowLink?: never;
}

export type ListFrameProps<Row> = ListControls & (TableOfColumns<Row> | OwnTable) & ListFrameParts;

interface ListFrameParts {
  /** The selects of the filters bar; their values come from `filters`. */
  selects: readonly Omit<FilterSelect, 'value'>[];
  searchPlaceholder?: string;
  /** More filter fields after the selects (a date range, a picker), already bound by the caller. */
  extraFilters?: ReactNode;
  /** Shown when loaded with no rows (by the {@link DataTable}; an own table says it itself). */
  emptyMessage?: string;
  /** The list's CSV export, in a bar above the filters (`useListExport`). */
  listExport?: ListExport;
}

/**
 * A server-side list: search and filter selects, a sortable react-aria table of
 * the current page (arrow keys move between rows, Enter opens one), and paging
 * with a rows-per-page choice. Loading, error (with retry) and empty states show
 * in the table body, so the controls stay usable; paging stays enabled while a
 * page loads, so keyboard focus is never dropped from a pressed button (the latest press wins).
 * With `listExport`, an "Export CSV" bar above the filters saves every matching row; `views` sit
 * after the filters. A `table` of
 * the caller's own (a grid) takes the DataTable's place under the same filters and paging.
 */
export function ListFrame<Row>(props: ListFrameProps<Row>) {
  const {
    label,
    columns,
    rows,
    rowKey,
    selects,
    searchPlaceholder,
    extraFilters,
    emptyMessage = '',
    rowLink,
    listExport,
    table,
    total,
    isLoading,
    error,
    onRetry,
  } = props;
  const extraFiltered = Object.entries(props.filters).some(([key, value]) => value && !selects.some((select) => select.key === key));
  return (
    <div className={styles.frame}>
      {listExport ? <ListExportBar {...listExport} isDisabled={total === 0} /> : null}
      <FiltersBar
        search={props.search}
        searchPlaceholder={searchPlaceholder}
        onSearchChange={props.onSearchChange}
        selects={selects.map((select) => ({ ...select, value: props.filters[select.key] ?? null }))}
        onFilterChange={props.onFilterChange}
        onClear={props.onClear}
        isFiltered={extraFiltered}
      >
        {extraFilters}
        {props.views}
      </FiltersBar>
      {table ?? (
        <DataTable
          label={label!}
          columns={columns!}
          rows={rows!}
          rowKey={rowKey!}
          sort={props.sort}
          onSortChange={props.onSortChange}
          rowLink={rowLink}
          emptyMessage={emptyMessage}
          isLoading={isLoading}
          error={error}
          onRetry={onRetry}
        />
      )}
      {total !== null && !error ? (
        <Pagination
          pageNumber={props.pageNumber}
          pageCount={pageCountOf(total, props.pageSize)}
          total={total}
          pageSize={props.pageSize}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
        />
      ) : null}
    </div>
  );
}
