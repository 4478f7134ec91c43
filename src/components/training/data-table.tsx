import type { ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Loader } from '../loader';
import { ErrorNotice, type LoadStateProps } from './state-panel';
import styles from './data-table.module.css';

/** One column of a {@link DataTable}. */
export interface DataColumn<Row> {
  /** Also the sort key sent in {@link DataTableProps.onSortChange}. */
  id: string;
  /** The header text (translated). */
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** The column that names the row for screen readers (one per table, usually the name). */
  isRowHeader?: boolean;
  /** `end` for numbers. */
  align?: 'start' | 'end';
}

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
  /** Called with a row's key on click or Enter; rows are inert without it. */
  onRowAction?: (key: string) => void;
  /** Shown when loaded with no rows. */
  emptyMessage: string;
}

/**
 * A react-aria Table for server-side lists: sortable headers (`aria-sort`),
 * arrow-key navigation between rows and cells, Enter or click as the row
 * action, and a loading row, an error row (with retry) or an empty row in
 * place of the rows. While the next page loads the current rows stay, dimmed
 * under a progress bar: emptying the table would move keyboard focus off the
 * header or row the user is on.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, sort, onSortChange, onRowAction, emptyMessage, isLoading, error, onRetry }: DataTableProps<Row>) {
  const intl = useIntl();
  const showRows = !error;
  const refreshing = !!isLoading && !error && rows.length > 0;
  return (
    <div className={`${styles.scroller} ${refreshing ? styles.refreshing : ''}`} aria-busy={isLoading || undefined}>
      {refreshing ? <div className={styles.progress} role="progressbar" aria-label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      <Table
        aria-label={label}
        className={styles.table}
        sortDescriptor={sort as SortDescriptor | undefined}
        onSortChange={(descriptor) => onSortChange?.({ column: String(descriptor.column), direction: descriptor.direction })}
        onRowAction={onRowAction ? (key) => onRowAction(String(key)) : undefined}
      >
        <TableHeader className={styles.header}>
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.sortable}
              className={`${styles.column} ${column.align === 'end' ? styles.end : ''}`}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={styles.columnLabel}>
                  {column.header}
                  {allowsSorting ? (
                    <span className={styles.sortIcon} data-direction={sortDirection ?? 'none'} aria-hidden="true">
                      {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                    </span>
                  ) : null}
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody
          className={styles.body}
          renderEmptyState={() =>
            isLoading ? (
              <Loader label={intl.formatMessage({ id: 'common.loading' })} />
            ) : error ? (
              <ErrorNotice title={intl.formatMessage({ id: 'data.error' })} message={error} onRetry={onRetry} />
            ) : (
              <p className={styles.empty}>{emptyMessage}</p>
            )
          }
        >
          {showRows
            ? rows.map((row) => {
                const key = rowKey(row);
                return (
                  <Row key={key} id={key} columns={columns} className={`${styles.row} ${onRowAction ? styles.actionable : ''}`}>
                    {(column) => <Cell className={`${styles.cell} ${column.align === 'end' ? styles.end : ''}`}>{column.cell(row)}</Cell>}
                  </Row>
                );
              })
            : []}
        </TableBody>
      </Table>
    </div>
  );
}
