import { useIntl } from 'react-intl';
import { Button } from './button';
import { NativeSelect } from './native-select';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** 1-based. */
  pageNumber: number;
  /** At least 1. */
  pageCount: number;
  /** Rows across all pages. */
  total: number;
  pageSize: number;
  onPageChange: (pageNumber: number) => void;
  /** Shows a rows-per-page select when given. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  isDisabled?: boolean;
}

/**
 * The pages to offer as buttons: the first, the last and the current one with
 * its neighbours; `null` marks a gap shown as an ellipsis.
 */
function pageWindow(page: number, count: number): (number | null)[] {
  const pages = [...new Set([1, page - 1, page, page + 1, count])].filter((item) => item >= 1 && item <= count).sort((a, b) => a - b);
  return pages.flatMap((item, index) => (index > 0 && item - pages[index - 1] > 1 ? [null, item] : [item]));
}

/**
 * Server-side paging controls: previous, page numbers, next, rows per page; "Page X of Y" is announced on change. Focus stays on the button pressed.
 * Nothing for an empty list: its table or list says it is empty, and "Page 1 of 1 · Showing 0–0 of 0" would only repeat it in figures.
 */
export function Pagination({
  pageNumber,
  pageCount,
  total,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [10, 25, 50, 100],
  isDisabled,
}: PaginationProps) {
  const intl = useIntl();
  if (total === 0) return null;
  const first = (pageNumber - 1) * pageSize + 1;
  const last = Math.min(total, pageNumber * pageSize);
  // Marked, not disabled, at either end: a disabled button drops the focus of the user who just pressed it to reach that end.
  const atFirst = pageNumber <= 1;
  const atLast = pageNumber >= pageCount;
  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'pagination.label' })}>
      <p className={styles.status} role="status">
        <span>{intl.formatMessage({ id: 'pagination.pageOf' }, { page: pageNumber, count: pageCount })}</span>
        <span className={styles.range}>{intl.formatMessage({ id: 'pagination.range' }, { first, last, total })}</span>
      </p>
      <div className={styles.pages}>
        <Button
          variant="secondary"
          className={styles.step}
          isDisabled={isDisabled}
          aria-disabled={atFirst || undefined}
          onPress={() => !atFirst && onPageChange(pageNumber - 1)}
        >
          {intl.formatMessage({ id: 'pagination.previous' })}
        </Button>
        {pageWindow(pageNumber, pageCount).map((page, index) =>
          page === null ? (
            <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </span>
          ) : (
            <Button
              key={page}
              variant={page === pageNumber ? 'primary' : 'ghost'}
              className={styles.page}
              aria-current={page === pageNumber ? 'page' : undefined}
              aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: intl.formatNumber(page) })}
              isDisabled={isDisabled}
              onPress={() => page !== pageNumber && onPageChange(page)}
            >
              {intl.formatNumber(page)}
            </Button>
          ),
        )}
        <Button
          variant="secondary"
          className={styles.step}
          isDisabled={isDisabled}
          aria-disabled={atLast || undefined}
          onPress={() => !atLast && onPageChange(pageNumber + 1)}
        >
          {intl.formatMessage({ id: 'pagination.next' })}
        </Button>
      </div>
      {onPageSizeChange ? (
        <div className={styles.size}>
          <NativeSelect
            label={intl.formatMessage({ id: 'pagination.pageSize' })}
            options={pageSizeOptions.map((size) => ({ id: String(size), name: intl.formatNumber(size) }))}
            value={String(pageSize)}
            onChange={(value) => value && onPageSizeChange(Number(value))}
            isDisabled={isDisabled}
          />
        </div>
      ) : null}
    </nav>
  );
}
