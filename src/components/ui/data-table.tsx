import { memo, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { Loader } from '../loader';
import { ErrorNotice, type LoadStateProps } from './state-panel';
import folds from './column-folds.module.css';
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
  /** The header is for screen readers only (a column of row actions, whose buttons say what they do). */
  isHeaderHidden?: boolean;
  /**
   * The column's width in rem. When every column but the row header has one, the widths no longer
   * follow the rows, so nothing moves when the rows arrive (no layout shift); the row header takes
   * the rest (at least {@link ROW_HEADER_MIN_REM}). The row header's own width is not used.
   */
  width?: ColumnWidth;
  /**
   * Where the column stands in line to fold (1 folds first) when the table's box is narrower than
   * its columns need: its cells go and its value shows under the row's name, labelled by its header,
   * so the table never scrolls sideways on a laptop or a phone. Without it the column is one a row
   * shows beside its name for as long as both fit (its status, its actions): it folds last, on the
   * narrowest phones, where the name would otherwise be squeezed to a few letters a line.
   */
  foldOrder?: number;
  /** The longest text a cell of the column shows as one badge (a status in the active language): the column is made wide enough for it. */
  widestBadge?: string;
  /** The labels of the buttons its cells show (in the active language): the column is made wide enough for their longest word, so a label breaks between words only. */
  buttonLabels?: readonly string[];
}

/** The row header's least width (rem), which the columns that do not fold leave it. */
export const ROW_HEADER_MIN_REM = 8;

/** The widths (rem) at which a column can fold: column-folds.module.css has a rule for each. */
export const FOLD_STEPS = [16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 68, 72, 76, 80, 84, 88, 92, 96, 100] as const;

/**
 * The table width (rem, one of {@link FOLD_STEPS}) below which each column folds: the width the row
 * header's minimum (or its header's longest word) and every column still shown need, rounded up to a
 * step, taken in `foldOrder`, then the columns without an order. @returns the column ids that fold,
 * each with its step; a column without a width, and any column of a table without a row header (which
 * holds the folded values), never folds.
 */
export function foldPoints(
  columns: readonly Pick<DataColumn<unknown>, 'id' | 'header' | 'width' | 'isRowHeader' | 'foldOrder' | 'isHeaderHidden'>[],
): Map<string, number> {
  const points = new Map<string, number>();
  // The row header is kept as wide as its own header's longest word needs ('Mitarbeitende').
  const rowHeader = columns.find((column) => column.isRowHeader && !column.isHeaderHidden);
  const rowHeaderMin = Math.max(ROW_HEADER_MIN_REM, rowHeader ? headerNeeds(rowHeader.header) : 0);
  let needed = rowHeaderMin + columns.reduce((sum, column) => sum + (column.isRowHeader ? 0 : (column.width ?? 0)), 0);
  if (!columns.some((column) => column.isRowHeader)) return points;
  const foldable = columns.filter((column) => !column.isRowHeader && column.width);
  const order = (column: (typeof columns)[number]) => column.foldOrder ?? Number.MAX_SAFE_INTEGER;
  for (const column of [...foldable].sort((a, b) => order(a) - order(b))) {
    points.set(column.id, FOLD_STEPS.find((step) => step >= needed) ?? FOLD_STEPS[FOLD_STEPS.length - 1]);
    needed -= column.width!;
  }
  return points;
}

/** The column widths there are a class for (column-widths.module.css), in rem. */
const COLUMN_WIDTHS = [6, 7, 8, 9, 11, 12, 13, 14, 15, 18] as const;
type ColumnWidth = (typeof COLUMN_WIDTHS)[number];

/**
 * The widest a letter of a header is, in rem (0.83rem semibold; Cyrillic and German capitals are the
 * widest), and the header cell's padding: what a header's longest word needs beside it.
 */
const HEADER_REM_PER_LETTER = 0.6;
const HEADER_PADDING_REM = 2;
/** A badge's letter (0.82rem, lowercase but for the first), and its own padding and dot beside its label, in rem. */
const BADGE_REM_PER_LETTER = 0.5;
const BADGE_EXTRA_REM = 2.2;
/** A button's letter (1rem semibold in DejaVu Sans, Debian's default; Cyrillic and "m" the widest), and its own padding and border, in rem. */
const BUTTON_REM_PER_LETTER = 0.75;
const BUTTON_EXTRA_REM = 2.15;

/**
 * A column's width, widened to the next width there is a class for when its header's longest word
 * would not fit on one line in `width` rem ('Einstellungsdatum'), its widest badge would not
 * ('Запланировано'), or its buttons' longest word would not ('completamento'): a header or a
 * button breaks between words only, and a status shows whole, in every language. Counted from the
 * text, not measured, so the server's frame and the browser draw the same widths. Scripts that break
 * between any two letters (Chinese, Japanese) have no word to keep whole.
 * @returns the width in rem.
 */
export function fitHeader(width: ColumnWidth, header: string, widestBadge = '', buttonLabels: readonly string[] = []): ColumnWidth {
  const needed = headerNeeds(header, widestBadge, buttonLabels);
  return COLUMN_WIDTHS.find((candidate) => candidate >= width && candidate >= needed) ?? COLUMN_WIDTHS[COLUMN_WIDTHS.length - 1];
}

/** The letters of the longest word in `texts`, where a script that breaks between any two letters has no words. */
const longestWord = (texts: readonly string[]) =>
  Math.max(0, ...texts.flatMap((text) => text.split(/[\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/u)).map((word) => [...word].length));

/** The width (rem) a column needs for its header's longest word on one line, its widest badge whole, or its buttons' longest word, padding included. */
function headerNeeds(header: string, widestBadge = '', buttonLabels: readonly string[] = []): number {
  const badge = widestBadge ? [...widestBadge].length * BADGE_REM_PER_LETTER + BADGE_EXTRA_REM : 0;
  const button = buttonLabels.length > 0 ? longestWord(buttonLabels) * BUTTON_REM_PER_LETTER + BUTTON_EXTRA_REM : 0;
  return Math.max(longestWord([header]) * HEADER_REM_PER_LETTER, badge, button) + HEADER_PADDING_REM;
}

/**
 * Where a row leads: the page's address and the history state the page is opened with (e.g. the list
 * to go back to). A real link, so the row opens in a new tab with Ctrl+click, a middle click or the
 * browser's menu.
 */
export interface RowLink {
  href: string;
  state?: unknown;
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
  /** Where each row leads: its row header is that link, and a click anywhere else on the row follows it; rows are inert without it. */
  rowLink?: (row: Row) => RowLink;
  /** Shown when loaded with no rows. */
  emptyMessage: string;
  /** Rows drawn quieter (a record superseded by its renewal). */
  isRowMuted?: (row: Row) => boolean;
}

/** A click on a control inside a row is that control's, not the row's. */
const onControl = (event: MouseEvent) => event.target instanceof Element && !!event.target.closest('a, button, input, select, textarea, label');

/**
 * A native table for server-side lists (react-aria's Table cost ~60 KB
 * on every list page): sortable headers are buttons in `<th aria-sort>`, the
 * row header holds the row's link (Tab reaches it, Enter opens the row, Ctrl+click or a middle click
 * opens it in a new tab; a click anywhere on the row follows it too), and a loading, error
 * (with retry) or empty row stands in place of the rows. While the next page
 * loads the current rows stay, dimmed under a progress bar: emptying the table
 * would move keyboard focus off the row the user is on. The header never
 * re-renders away, so a pressed sort button keeps focus. Where the table's box is narrower than its
 * columns need, columns fold into the row's details (`foldOrder`, `foldPoints`) instead of the table
 * scrolling sideways; the row header and the columns that do not fold stay. A column is widened
 * where its header's longest word needs it (`fitHeader`).
 */
function DataTableView<Row>({
  label,
  columns: given,
  rows,
  rowKey,
  sort,
  onSortChange,
  rowLink,
  emptyMessage,
  isRowMuted,
  isLoading,
  error,
  onRetry,
}: DataTableProps<Row>) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const refreshing = !!isLoading && !error && rows.length > 0;
  // Each header's longest word on one line; the folds follow the widths as widened.
  const columns = useMemo(
    () =>
      given.map((column) => (column.width ? { ...column, width: fitHeader(column.width, column.header, column.widestBadge, column.buttonLabels) } : column)),
    [given],
  );
  const fixed = columns.every((column) => column.width || column.isRowHeader);
  const align = (column: DataColumn<Row>) => (column.align === 'end' ? styles.end : '');
  const points = foldPoints(columns);
  const foldClass = (column: DataColumn<Row>) => {
    const point = points.get(column.id);
    return point ? folds[`fold${point}`] : '';
  };
  const folding = columns.filter((column) => points.has(column.id));
  // The values of the columns that fold, under the row's name; each shows only while its column is folded.
  const details = (row: Row) =>
    folding.length > 0 ? (
      <dl className={styles.details}>
        {folding.map((column) => (
          <div key={column.id} className={`${folds.detail} ${folds[`detail${points.get(column.id)}`]}`}>
            <dt className={column.isHeaderHidden ? 'visually-hidden' : undefined}>{column.header}</dt>
            <dd>{column.cell(row)}</dd>
          </div>
        ))}
      </dl>
    ) : null;

  const header = (column: DataColumn<Row>) => {
    const direction = sort?.column === column.id ? sort.direction : undefined;
    if (column.isHeaderHidden) return <span className="visually-hidden">{column.header}</span>;
    if (!column.sortable) return <span className={styles.columnLabel}>{column.header}</span>;
    return (
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSortChange?.({ column: column.id, direction: direction === 'ascending' ? 'descending' : 'ascending' })}
      >
        <span className={styles.sortLabel}>{column.header}</span>
        <span className={styles.sortIcon} data-direction={direction ?? 'none'} aria-hidden="true">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    );
  };

  // Under the table, not in a row spanning every column: a cell spanning the columns folded away on a
  // phone (display: none) gave the table phantom columns that squeezed the names to a letter a line.
  const state = error ? (
    <ErrorNotice title={intl.formatMessage({ id: 'data.error' })} message={error} onRetry={onRetry} />
  ) : rows.length === 0 ? (
    isLoading ? (
      <Loader label={intl.formatMessage({ id: 'common.loading' })} />
    ) : (
      <p className={styles.empty}>{emptyMessage}</p>
    )
  ) : null;

  const body = state
    ? null
    : rows.map((row) => {
        const key = rowKey(row);
        const link = rowLink?.(row);
        return (
          <tr
            key={key}
            className={`${styles.row} ${link ? styles.actionable : ''} ${isRowMuted?.(row) ? styles.muted : ''}`}
            onClick={link ? (event) => onControl(event) || navigate(link.href, { state: link.state }) : undefined}
          >
            {columns.map((column) =>
              column.isRowHeader ? (
                <th key={column.id} scope="row" className={`${styles.cell} ${styles.rowHeader} ${styles.sticky} ${align(column)}`}>
                  {link ? (
                    <Link href={link.href} state={link.state} className={styles.rowAction}>
                      {column.cell(row)}
                    </Link>
                  ) : (
                    column.cell(row)
                  )}
                  {details(row)}
                </th>
              ) : (
                <td key={column.id} className={`${styles.cell} ${align(column)} ${foldClass(column)}`}>
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
              <col key={column.id} className={column.isRowHeader ? undefined : `${widths[`w${column.width}`]} ${foldClass(column)}`} />
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
                className={`${styles.column} ${column.sortable ? styles.sortable : ''} ${column.isRowHeader ? styles.sticky : ''} ${align(column)} ${foldClass(column)}`}
              >
                {header(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>{body}</tbody>
      </table>
      {state ? <div className={styles.state}>{state}</div> : null}
    </div>
  );
}

/**
 * {@link DataTableView}, drawn again only when a prop changes: a list page re-renders as each of its
 * other requests (filter options, notifications) answers. Give it stable columns and callbacks to benefit.
 */
export const DataTable = memo(DataTableView) as typeof DataTableView;
