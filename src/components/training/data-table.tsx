import { memo, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Loader } from '../loader';
import { ErrorNotice, type LoadStateProps } from './state-panel';
import widths from './column-widths.module.css';
import styles from './data-table.module.css';

/** One column of a {@link DataTable}. */
export interface DataColumn<Row> {
  /** Also the sort key sent in {@link DataTableProps.onSortChange}. */
  id: string;
  /** The header text (translated). */
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /**
   * The column that names the row (one per table, usually the name): a `<th scope="row">`, holding
   * the row's action as a button when the table has one.
   */
  isRowHeader?: boolean;
  /** `end` for numbers. */
  align?: 'start' | 'end';
  /**
   * The column's width in rem. When every column has one, the widths
   * no longer follow the rows, so nothing moves when the rows arrive (no layout shift); the
   * table still fills a wider container, and scrolls in a narrower one.
   */
  width?: ColumnWidth;
}

/** The column widths there are a class for (column-widths.module.css), in rem. */
export type ColumnWidth = 6 | 7 | 8 | 9 | 11 | 12 | 13 | 14 | 15 | 18;

/** The server-side sort: which column, which way. */
export interface SortState {
  column: string;
  direction: 'ascending' | 'descending';
}

export interface DataTableProps<Row> extends LoadStateProps {
  /** The table's accessible name. */
  label: string;
  columns: DataColumn<Row>[];
  /** The rows of the current page, already sorted and filtered by the server. */
  rows: Row[];
  rowKey: (row: Row) => string;
  sort?: SortState;
  /** Called when a sortable header is pressed; the caller fetches the page in that order. */
  onSortChange?: (sort: SortState) => void;
  /** Called with a row's key when its row-header button is pressed or the row is clicked; rows are inert without it. */
  onRowAction?: (key: string) => void;
  /** Shown when loaded with no rows. */
  emptyMessage: string;
}

/** A click on a control inside a row is that control's, not the row's. */
const onControl = (event: MouseEvent) => event.target instanceof Element && !!event.target.closest('a, button, input, select, textarea, label');

/**
 * A native table for server-side lists (react-aria's Table cost ~60 KB
 * on every list page): sortable headers are buttons in `<th aria-sort>`, the
 * row header holds the row's action as a button (Tab reaches it, Enter or Space
 * opens the row; a click anywhere on the row does too), and a loading, error
 * (with retry) or empty row stands in place of the rows. While the next page
 * loads the current rows stay, dimmed under a progress bar: emptying the table
 * would move keyboard focus off the row the user is on. The header never
 * re-renders away, so a pressed sort button keeps focus.
 */
function DataTableView<Row>({ label, columns, rows, rowKey, sort, onSortChange, onRowAction, emptyMessage, isLoading, error, onRetry }: DataTableProps<Row>) {
  const intl = useIntl();
  const refreshing = !!isLoading && !error && rows.length > 0;
  const fixed = columns.every((column) => column.width);
  const align = (column: DataColumn<Row>) => (column.align === 'end' ? styles.end : '');

  const header = (column: DataColumn<Row>) => {
    const direction = sort?.column === column.id ? sort.direction : undefined;
    if (!column.sortable) return <span className={styles.columnLabel}>{column.header}</span>;
    return (
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSortChange?.({ column: column.id, direction: direction === 'ascending' ? 'descending' : 'ascending' })}
      >
        {column.header}
        <span className={styles.sortIcon} data-direction={direction ?? 'none'} aria-hidden="true">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    );
  };

  const stateRow = (content: ReactNode) => (
    <tr>
      <td className={styles.state} colSpan={columns.length}>
        {content}
      </td>
    </tr>
  );

  const body = error
    ? stateRow(<ErrorNotice title={intl.formatMessage({ id: 'data.error' })} message={error} onRetry={onRetry} />)
    : rows.length === 0
      ? stateRow(isLoading ? <Loader label={intl.formatMessage({ id: 'common.loading' })} /> : <p className={styles.empty}>{emptyMessage}</p>)
      : rows.map((row) => {
          const key = rowKey(row);
          return (
            <tr
              key={key}
              className={`${styles.row} ${onRowAction ? styles.actionable : ''}`}
              onClick={onRowAction ? (event) => onControl(event) || onRowAction(key) : undefined}
            >
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th key={column.id} scope="row" className={`${styles.cell} ${styles.rowHeader} ${styles.sticky} ${align(column)}`}>
                    {onRowAction ? (
                      <button type="button" className={styles.rowAction} onClick={() => onRowAction(key)}>
                        {column.cell(row)}
                      </button>
                    ) : (
                      column.cell(row)
                    )}
                  </th>
                ) : (
                  <td key={column.id} className={`${styles.cell} ${align(column)}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          );
        });

  return (
    <div className={`${styles.scroller} ${refreshing ? styles.refreshing : ''}`} aria-busy={isLoading || undefined}>
      {refreshing ? <div className={styles.progress} role="progressbar" aria-label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      <table aria-label={label} className={`${styles.table} ${fixed ? styles.fixed : ''}`}>
        {fixed ? (
          <colgroup>
            {columns.map((column) => (
              <col key={column.id} className={widths[`w${column.width}`]} />
            ))}
          </colgroup>
        ) : null}
        <thead className={styles.header}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={column.sortable ? (sort?.column === column.id ? sort.direction : 'none') : undefined}
                className={`${styles.column} ${column.sortable ? styles.sortable : ''} ${column.isRowHeader ? styles.sticky : ''} ${align(column)}`}
              >
                {header(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>{body}</tbody>
      </table>
    </div>
  );
}

/**
 * {@link DataTableView}, drawn again only when a prop changes: a list page re-renders as each of its
 * other requests (filter options, notifications) answers. Give it stable columns and callbacks to benefit.
 */
export const DataTable = memo(DataTableView) as typeof DataTableView;
