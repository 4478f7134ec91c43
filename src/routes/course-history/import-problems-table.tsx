import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ImportProblem } from '../../domain/record-import';
import { PROBLEMS_PAGE_SIZE, type ProblemsPage } from '../../domain/import-preview';
import type { MessageId } from '../../i18n/messages';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { Pagination } from '../../components/ui/pagination';
import { importFieldLabels } from './import-field-labels';
import styles from './record-import-panel.module.css';

/**
 * A page of problems, a row per cell: the row number names it, the problem stays beside it, and the
 * column and the value fold under the row number where the dialog is narrow. With `onPage`, the shared
 * `Pagination` pages through the rest (the file's problems stay in the worker).
 */
export function ImportProblemsTable({
  title,
  page,
  isLoading,
  onPage,
}: {
  title: string;
  page: ProblemsPage;
  isLoading?: boolean;
  onPage?: (page: number) => void;
}) {
  const intl = useIntl();
  const columns = useMemo((): DataColumn<ImportProblem>[] => {
    const word = (id: MessageId) => intl.formatMessage({ id });
    return [
      { id: 'line', header: word('import.row'), isRowHeader: true, cell: (problem) => intl.formatNumber(problem.line) },
      { id: 'field', header: word('import.column'), width: 9, foldOrder: 2, cell: (problem) => word(importFieldLabels[problem.field]) },
      { id: 'value', header: word('import.value'), width: 11, foldOrder: 1, cell: (problem) => <span className={styles.value}>{problem.value}</span> },
      { id: 'reason', header: word('import.reason'), width: 14, foldOrder: 3, cell: (problem) => word(`import.reason.${problem.reason}`) },
    ];
  }, [intl]);
  const first = (page.page - 1) * PROBLEMS_PAGE_SIZE + 1;
  const last = first + page.problems.length - 1;
  const pages = Math.max(1, Math.ceil(page.total / PROBLEMS_PAGE_SIZE));
  return (
    <>
      {/* A box that scrolls takes the focus, so the keyboard can scroll it too. */}
      <div className={styles.tableWrap} role="region" aria-label={title} tabIndex={0}>
        <DataTable
          label={title}
          columns={columns}
          rows={page.problems}
          rowKey={(problem) => `${problem.line}-${problem.field}`}
          emptyMessage=""
          isLoading={isLoading}
        />
      </div>
      {onPage && pages > 1 ? (
        // Not disabled while a page is on its way: a disabled button would drop the focus of the user paging.
        <Pagination pageNumber={page.page} pageCount={pages} total={page.total} pageSize={PROBLEMS_PAGE_SIZE} onPageChange={onPage} />
      ) : (
        <p className={styles.hint} role="status">
          {intl.formatMessage({ id: 'import.problemsRange' }, { first: page.total === 0 ? 0 : first, last, total: page.total })}
        </p>
      )}
    </>
  );
}
