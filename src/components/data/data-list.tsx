import type { ReactNode } from 'react';
import { DataStatus } from './data-status';
import styles from './data.module.css';

/** One column of a data list: its header and how a row shows in it. */
export interface DataColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
}

export interface DataListProps<Row> {
  /** The table's accessible name (its caption, visually hidden). */
  caption: string;
  columns: DataColumn<Row>[];
  /** The slice's list (§3). */
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The slice's loading flag. */
  loading: boolean;
  /** The slice's stored error (already translated), or null. */
  error: string | null;
  onRetry?: () => void;
}

/**
 * A data slice as a read-only table with its loading, empty and error states
 * (§3/§4). Rows already loaded stay visible during a reload and above an error.
 */
export function DataList<Row>({ caption, columns, rows, rowKey, loading, error, onRetry }: DataListProps<Row>) {
  const status = error ? (
    <DataStatus kind="error" message={error} onRetry={onRetry} />
  ) : rows.length === 0 ? (
    <DataStatus kind={loading ? 'loading' : 'empty'} />
  ) : null;
  if (rows.length === 0) return status;
  return (
    <>
      {status}
      {/* Focusable so a keyboard can scroll a table wider than the screen. */}
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
