import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { MatrixColumn, MatrixRow } from '../../domain/compliance-matrix';
import type { RowLink, SortState } from '../../components/ui/data-table';
import { moveInGrid, type GridPosition } from '../../components/grid/grid-keys';
import { ComplianceCell } from '../../components/training/compliance-cell';
import { ErrorNotice, type LoadStateProps } from '../../components/ui/state-panel';
import { Loader } from '../../components/loader';
import styles from './compliance-grid.module.css';

/** A row's height and the header row's, in px (the CSS draws them so: compliance-grid.module.css). */
const ROW_HEIGHT = 60;
const HEADER_HEIGHT = 76;
/** A training column's width, in px. */
const COLUMN_WIDTH = 156;
/** Rows and columns drawn beyond the edges of the view, so a quick scroll or an arrow key finds them there. */
const OVERSCAN_ROWS = 6;
const OVERSCAN_COLUMNS = 2;
/** The two columns before the trainings' (name, gaps), which stay in place while the others scroll. */
const FIXED_COLUMNS = 2;
/** What the virtualisers assume before the grid is measured (a server's frame, a test's document). */
const INITIAL_RECT = { width: 1280, height: 720 };

export interface ComplianceGridProps extends LoadStateProps {
  /** The grid's accessible name. */
  label: string;
  /** The required trainings, one column each. */
  trainings: readonly MatrixColumn[];
  /** The current page of employees. */
  rows: readonly MatrixRow[];
  /** The employees the filters keep over every page (the grid's full height); `null` until known. */
  total: number | null;
  /** How many employees come before this page's first row, among all of them. */
  firstRow: number;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  /** The employee's page: their records, Schedule and Record a completion, what fixes a gap. */
  employeeLink: (employeeId: string) => RowLink;
  /** Whether a gap's cell opens what fixes it: only on today's matrix, as a past day's gap may be closed since. */
  canFix: boolean;
  /** Shown when loaded with no rows. */
  emptyMessage: string;
}

/** The cell at a place, as the grid marks it for focus (`data-cell="row:column"`). */
const cellAt = (root: HTMLElement | null, { row, column }: GridPosition) => root?.querySelector<HTMLElement>(`[data-cell="${row}:${column}"]`) ?? null;

/**
 * The compliance matrix as an ARIA grid (§19): employees by row, the required trainings by column,
 * each cell the status in a symbol and a word. It states its full size (`aria-rowcount` over every
 * page, `aria-colcount`) and draws only the rows and columns in view (TanStack Virtual), so the
 * `large` data's 50 and more columns cost what a screenful does. The header row and the name and
 * gaps columns stay in place while the rest scroll under them.
 * Keyboard: one cell takes Tab; arrows, Home, End, Ctrl+Home, Ctrl+End, Page Up and Page Down move
 * between cells (`moveInGrid`); Enter on a cell, as a click, opens the employee's page, and on a gap
 * (missing, expired, expiring, due) what fixes it there: Schedule with the training chosen, or the
 * completion of the renewal already scheduled; Enter on a sortable header sorts by it.
 */
export function ComplianceGrid({
  label,
  trainings,
  rows,
  total,
  firstRow,
  sort,
  onSortChange,
  employeeLink,
  canFix,
  emptyMessage,
  isLoading,
  error,
  onRetry,
}: ComplianceGridProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const fixedRef = useRef<HTMLDivElement>(null);
  const [fixedWidth, setFixedWidth] = useState(0);
  const [rtl, setRtl] = useState(false);
  const [active, setActive] = useState<GridPosition>({ row: 1, column: 0 });
  const moved = useRef(false);

  // The fixed columns' width follows the screen (CSS clamps the name's): the training columns start after it.
  useLayoutEffect(() => {
    const fixed = fixedRef.current;
    if (!fixed) return;
    const measure = () => {
      setFixedWidth(fixed.offsetWidth);
      setRtl(getComputedStyle(fixed).direction === 'rtl');
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(fixed);
    return () => observer.disconnect();
  }, []);

  const size = { rows: rows.length + 1, columns: trainings.length + FIXED_COLUMNS };
  // A new page, filter or day: the place kept may be gone.
  const tabStop = active.row < size.rows && active.column < size.columns ? active : { row: Math.min(1, size.rows - 1), column: 0 };
  // The cell that takes Tab is always drawn, wherever the grid is scrolled: else Tab would skip the grid.
  const withTabStop = (index: number) => (range: Range) => {
    const drawn = defaultRangeExtractor(range);
    return index < 0 || index >= range.count || drawn.includes(index) ? drawn : [...drawn, index].sort((a, b) => a - b);
  };

  // The grid draws anew as it scrolls, by design: what the virtualisers return is read here, never memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    initialRect: INITIAL_RECT,
    rangeExtractor: withTabStop(tabStop.row - 1),
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: trainings.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => COLUMN_WIDTH,
    overscan: OVERSCAN_COLUMNS,
    paddingStart: fixedWidth,
    scrollPaddingStart: fixedWidth,
    isRtl: rtl,
    initialRect: INITIAL_RECT,
    rangeExtractor: withTabStop(tabStop.column - FIXED_COLUMNS),
  });
  const shownRows = rowVirtualizer.getVirtualItems();
  const shownColumns = columnVirtualizer.getVirtualItems();

  // Focus follows the place once the cell is drawn: a move to a row or column out of view scrolls first.
  useEffect(() => {
    if (!moved.current) return;
    const cell = cellAt(scrollRef.current, tabStop);
    if (cell) {
      moved.current = false;
      cell.focus({ preventScroll: true });
    }
  });

  /** The employee's page; from a gap's cell, with the training to fix named, so Schedule (or the renewal's completion) opens. */
  const open = (row: MatrixRow, column?: number) => {
    const link = employeeLink(row.employeeId);
    const status = column === undefined ? null : row.statuses[column];
    const fix = canFix && (status === 'missing' || status === 'expired' || status === 'expiring' || status === 'due');
    navigate(fix ? `${link.href}?fix=${encodeURIComponent(trainings[column!]!.trainingId)}` : link.href, { state: link.state });
  };
  const sortBy = (column: 'name' | 'gaps') =>
    onSortChange({ column, direction: sort.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending' });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moveInGrid(tabStop, event, size, rtl);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setActive(next);
    if (next.row > 0) rowVirtualizer.scrollToIndex(next.row - 1);
    if (next.column >= FIXED_COLUMNS) columnVirtualizer.scrollToIndex(next.column - FIXED_COLUMNS);
    else if (scrollRef.current) scrollRef.current.scrollLeft = 0;
  };
  const focusProps = (row: number, column: number) => ({
    'data-cell': `${row}:${column}`,
    tabIndex: tabStop.row === row && tabStop.column === column ? 0 : -1,
    onFocus: () => setActive({ row, column }),
  });
  const sortHeader = (column: 'name' | 'gaps', text: string, index: number) => {
    const direction = sort.column === column ? sort.direction : undefined;
    return (
      <div role="columnheader" aria-colindex={index + 1} aria-sort={direction ?? 'none'} className={styles.headerCell}>
        <button type="button" className={styles.sortButton} onClick={() => sortBy(column)} {...focusProps(0, index)}>
          {text}
          <span aria-hidden="true" className={styles.sortIcon}>
            {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      </div>
    );
  };

  const state = error ? (
    <ErrorNotice title={intl.formatMessage({ id: 'data.error' })} message={error} onRetry={onRetry} />
  ) : rows.length === 0 ? (
    isLoading ? (
      <Loader label={intl.formatMessage({ id: 'common.loading' })} />
    ) : (
      <p className={styles.empty}>{emptyMessage}</p>
    )
  ) : null;
  const width = columnVirtualizer.getTotalSize();

  return (
    <div className={styles.frame} aria-busy={isLoading || undefined}>
      <div ref={scrollRef} className={`${styles.scroller} ${isLoading && rows.length > 0 ? styles.refreshing : ''}`} data-scrolls>
        <div
          role="grid"
          aria-label={label}
          aria-rowcount={(total ?? rows.length) + 1}
          aria-colcount={size.columns}
          className={styles.grid}
          style={{ width, height: state ? HEADER_HEIGHT : rowVirtualizer.getTotalSize() }}
          onKeyDown={onKeyDown}
        >
          <div role="row" aria-rowindex={1} className={styles.headerRow} style={{ width, height: HEADER_HEIGHT }}>
            <div ref={fixedRef} className={styles.fixed}>
              {sortHeader('name', intl.formatMessage({ id: 'history.employee' }), 0)}
              {sortHeader('gaps', intl.formatMessage({ id: 'compliance.gaps' }), 1)}
            </div>
            {shownColumns.map((column) => {
              const training = trainings[column.index]!;
              return (
                <div
                  key={training.trainingId}
                  role="columnheader"
                  aria-colindex={column.index + FIXED_COLUMNS + 1}
                  className={`${styles.headerCell} ${styles.placed}`}
                  style={{ insetInlineStart: column.start, width: column.size }}
                  {...focusProps(0, column.index + FIXED_COLUMNS)}
                >
                  <span className={styles.title}>{training.title}</span>
                  <span className={styles.code}>{training.code}</span>
                </div>
              );
            })}
          </div>
          {state
            ? null
            : shownRows.map((shown) => {
                const row = rows[shown.index]!;
                const at = shown.index + 1;
                const link = employeeLink(row.employeeId);
                return (
                  <div
                    key={row.employeeId}
                    role="row"
                    aria-rowindex={firstRow + at + 1}
                    className={styles.row}
                    style={{ top: shown.start, width, height: ROW_HEIGHT }}
                  >
                    <div className={styles.fixed}>
                      <div role="rowheader" aria-colindex={1} className={styles.nameCell}>
                        <a
                          href={link.href}
                          className={styles.name}
                          title={row.name}
                          onClick={(event) => {
                            if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                            event.preventDefault();
                            open(row);
                          }}
                          {...focusProps(at, 0)}
                        >
                          {row.name}
                        </a>
                        <span className={styles.detail}>
                          {row.code} · {row.department}
                        </span>
                      </div>
                      <div role="gridcell" aria-colindex={2} className={styles.gapsCell} {...focusProps(at, 1)}>
                        {row.gaps}
                      </div>
                    </div>
                    {shownColumns.map((column) => {
                      const training = trainings[column.index]!;
                      const status = row.statuses[column.index];
                      return (
                        <div
                          key={training.trainingId}
                          role="gridcell"
                          aria-colindex={column.index + FIXED_COLUMNS + 1}
                          className={`${styles.cell} ${styles.placed}`}
                          style={{ insetInlineStart: column.start, width: column.size }}
                          onClick={() => open(row, column.index)}
                          onKeyDown={(event) => event.key === 'Enter' && open(row, column.index)}
                          {...focusProps(at, column.index + FIXED_COLUMNS)}
                        >
                          {status ? (
                            <ComplianceCell status={status} employee={row.name} training={training.title} />
                          ) : (
                            <span className={styles.notRequired}>
                              <span aria-hidden="true">—</span>
                              <span className="visually-hidden">
                                {intl.formatMessage({ id: 'compliance.cell' }, { employee: row.name, training: training.title, status: '—' })}
                              </span>
                            </span>
                          )}
                        </div>
                      );
                    })}
                  </div>
                );
              })}
        </div>
      </div>
      {state ? <div className={styles.state}>{state}</div> : null}
    </div>
  );
}
