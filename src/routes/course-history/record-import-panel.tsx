import { useMemo } from 'react';
import { DropZone, FileTrigger, type DropZoneProps } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { isolate } from '../../domain/bidi';
import { dateOrderOf, readImportDate, type DayMonthOrder } from '../../domain/import-dates';
import { IMPORT_COLUMN_RULES, IMPORT_FIELDS, type ImportField, type ImportProblem, type ImportReason } from '../../domain/record-import';
import type { MessageId } from '../../i18n/messages';
import { PROBLEMS_PAGE_SIZE, type ImportPreview, type ProblemsPage } from '../../domain/import-preview';
import { Button } from '../../components/ui/button';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { NativeSelect } from '../../components/ui/native-select';
import { Pagination } from '../../components/ui/pagination';
import { ErrorNotice } from '../../components/ui/state-panel';
import styles from './record-import-panel.module.css';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

/** Each import column's name, as the export's header words it. */
export const importFieldLabels: Record<ImportField, MessageId> = {
  employeeCode: 'csv.employeeCode',
  trainingCode: 'csv.trainingCode',
  scheduledDate: 'history.scheduled',
  completionDate: 'history.completed',
  expiryDate: 'history.expires',
  score: 'history.score',
};

/** Where an import stands (the import machine's view of it). */
export interface RecordImportView {
  step: 'choosing' | 'checking' | 'unreadable' | 'choosingOrder' | 'preview' | 'importing' | 'failed' | 'done';
  fileName: string | null;
  /** Cells of the file that read day first as well as month first, while the user chooses the order. */
  orderExamples: readonly string[];
  /** The checked file: counts, how its dates were read, problems per reason. */
  preview: ImportPreview | null;
  /** The page of problems shown, and whether another is on its way. */
  problems: ProblemsPage | null;
  isPaging?: boolean;
  /** Columns the file lacks, or `unreadable` when it is no CSV text; null when the check itself failed (`error`). */
  fileProblem: { missing: readonly ImportField[] } | 'unreadable' | null;
  /** Rows sent so far, of rows to send. */
  sent: number;
  toSend: number;
  added: number;
  present: number;
  /** Rows not imported: with a problem in the preview, or refused by the server. */
  notImported: number;
  /** Rows the server refused on its own check. */
  refused: readonly ImportProblem[];
  error: string | null;
}

/**
 * What the file needs, worded from the rules the reader and the checks follow
 * (`IMPORT_COLUMN_RULES`), so the hint cannot say something the import does not do; and the
 * date forms the language reads, with its own short date as the example.
 */
function importHints(intl: IntlShape): string[] {
  const names = (fields: readonly ImportField[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
    intl.formatList(
      fields.map((field) => intl.formatMessage({ id: importFieldLabels[field] })),
      { type },
    );
  const where = (test: (rule: (typeof IMPORT_COLUMN_RULES)[ImportField]) => boolean) => IMPORT_FIELDS.filter((field) => test(IMPORT_COLUMN_RULES[field]));
  const example = Date.UTC(2026, 0, 10);
  return [
    intl.formatMessage({ id: 'import.hint.required' }, { columns: names(where((rule) => rule.column === 'required')) }),
    intl.formatMessage({ id: 'import.hint.optional' }, { columns: names(where((rule) => rule.column === 'optional')) }),
    intl.formatMessage(
      { id: 'import.hint.dated' },
      {
        columns: names(
          where((rule) => rule.cell === 'dated'),
          'disjunction',
        ),
      },
    ),
    intl.formatMessage(
      { id: 'import.hint.dates' },
      {
        iso: '2026-01-10',
        local: intl.formatDate(example, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }),
        order: intl.formatMessage({ id: `import.order.${dateOrderOf(intl.locale)}` }),
      },
    ),
  ];
}

export interface RecordImportPanelProps {
  view: RecordImportView;
  onFile: (file: File) => void;
  /** The order of day and month the user chose for the file's dates. */
  onDateOrder: (order: DayMonthOrder) => void;
  /** Shows a page of the problems (of one reason, or all). */
  onProblems: (reason: ImportReason | null, page: number) => void;
  /** Saves every problem of the file (and, once imported, every row the server refused) as CSV. */
  onDownloadProblems: () => void;
  onConfirm: () => void;
  onRetry: () => void;
  /** Back to choosing a file. */
  onReset: () => void;
  onClose: () => void;
  onDownloadTemplate: () => void;
}

/**
 * 'Import' on the course history, each step of the import machine: choose or drop a CSV (with
 * 'Download template' and what the file needs); the file being checked; the order of its dates
 * when they read both ways, chosen on the file's own dates; the preview (rows to add,
 * already present, invalid, how dates were read, the problems a page at a time, filterable by
 * reason, and all of them to download); the progress of the batches; a failed batch with 'Try
 * again'; the summary. Nothing is written before 'Import'.
 */
export function RecordImportPanel({
  view,
  onFile,
  onDateOrder,
  onProblems,
  onDownloadProblems,
  onConfirm,
  onRetry,
  onReset,
  onClose,
  onDownloadTemplate,
}: RecordImportPanelProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const hints = useMemo(() => importHints(intl), [intl]);

  if (view.step === 'choosing' || view.step === 'unreadable') {
    const drop = async (event: DropEvent) => {
      const item = event.items.find((candidate) => candidate.kind === 'file');
      if (item?.kind === 'file') onFile(await item.getFile());
    };
    return (
      <div className={styles.panel}>
        <DropZone className={styles.drop} onDrop={(event) => void drop(event)} aria-label={t('import.dropLabel')}>
          <p className={styles.hint}>{t('import.drop')}</p>
          <FileTrigger
            acceptedFileTypes={['.csv', 'text/csv', '.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']}
            onSelect={(files) => files?.[0] && onFile(files[0])}
          >
            <Button variant="secondary">{t('import.choose')}</Button>
          </FileTrigger>
        </DropZone>
        <ul className={styles.hints}>
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
        {view.step === 'unreadable' ? (
          <ErrorNotice
            title={view.fileName ?? undefined}
            message={
              view.fileProblem === null
                ? (view.error ?? '')
                : view.fileProblem === 'unreadable'
                  ? t('import.unreadable')
                  : t('import.missingColumns', { columns: intl.formatList(view.fileProblem.missing.map((field) => t(importFieldLabels[field]))) })
            }
          />
        ) : null}
        <div className={styles.actions}>
          <Button variant="ghost" onPress={onDownloadTemplate}>
            {t('import.template')}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    );
  }

  // The file's name is the user's own text: isolated, so a right-to-left override in it orders only itself.
  const fileName = isolate(view.fileName ?? '');
  if (view.step === 'checking') {
    return (
      <div className={styles.panel} role="status">
        <p>{t('import.checking', { file: fileName })}</p>
        <progress className={styles.progress} aria-label={t('import.checking', { file: fileName })} />
      </div>
    );
  }

  if (view.step === 'choosingOrder') {
    const example = view.orderExamples[0] ?? '';
    const longDate = (order: DayMonthOrder) => {
      const read = readImportDate(example, order);
      return read ? intl.formatDate(`${read.date}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }) : '';
    };
    return (
      <div className={styles.panel} role="group" aria-labelledby="import-date-order">
        <p id="import-date-order" className={styles.question}>
          {t('import.dateOrder.title')}
        </p>
        <p className={styles.hint}>{t('import.dateOrder.hint', { examples: intl.formatList(view.orderExamples.map(isolate), { type: 'disjunction' }) })}</p>
        <div className={styles.choices}>
          {(['dmy', 'mdy'] as const).map((order) => (
            <Button key={order} variant="secondary" onPress={() => onDateOrder(order)}>
              {t(`import.dateOrder.${order}`, { example: isolate(example), date: longDate(order) })}
            </Button>
          ))}
        </div>
        <div className={styles.actions}>
          <Button variant="ghost" onPress={onReset}>
            {t('import.another')}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    );
  }

  if (view.step === 'preview' && view.preview) {
    const { dates } = view.preview;
    return (
      <div className={styles.panel}>
        <p className={styles.hint}>{t('import.previewOf', { file: fileName, rows: view.preview.total })}</p>
        <dl className={styles.counts}>
          <div>
            <dt>{t('import.toAdd')}</dt>
            <dd>{intl.formatNumber(view.preview.toAdd)}</dd>
          </div>
          <div>
            <dt>{t('import.present')}</dt>
            <dd>{intl.formatNumber(view.preview.present)}</dd>
          </div>
          <div>
            <dt>{t('import.invalid')}</dt>
            <dd>{intl.formatNumber(view.preview.invalid)}</dd>
          </div>
        </dl>
        {dates.ambiguous > 0 && dates.example ? (
          <p className={styles.note}>
            {intl.formatMessage(
              { id: 'import.ambiguousDates' },
              {
                count: dates.ambiguous,
                example: dates.example.text,
                date: intl.formatDate(`${dates.example.date}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
                order: t(`import.order.${dates.order}`),
                because: t(`import.because.${dates.because === 'none' ? 'cells' : dates.because}`),
              },
            )}
          </p>
        ) : null}
        {dates.twoDigitYear > 0 ? <p className={styles.note}>{t('import.twoDigitYears', { count: dates.twoDigitYear })}</p> : null}
        {dates.serial > 0 ? <p className={styles.note}>{t('import.serialDates', { count: dates.serial })}</p> : null}
        {view.problems && view.preview.reasons.length > 0 ? (
          <>
            <NativeSelect
              label={t('import.filterReason')}
              options={view.preview.reasons.map(({ reason, count }) => ({ id: reason, name: `${t(`import.reason.${reason}`)} (${intl.formatNumber(count)})` }))}
              value={view.problems.reason}
              onChange={(reason) => onProblems(reason as ImportReason | null, 1)}
              allLabel={t('import.allReasons')}
            />
            <ProblemsTable
              title={t('import.problems')}
              page={view.problems}
              isLoading={view.isPaging}
              onPage={(page) => onProblems(view.problems!.reason, page)}
            />
            {view.error ? <ErrorNotice message={view.error} /> : null}
          </>
        ) : null}
        <div className={styles.actions}>
          {view.preview.invalid > 0 ? (
            <Button variant="ghost" onPress={onDownloadProblems}>
              {t('import.downloadProblems')}
            </Button>
          ) : null}
          <Button variant="secondary" onPress={onReset}>
            {t('import.another')}
          </Button>
          <Button onPress={onConfirm} isDisabled={view.preview.toAdd === 0}>
            {t('import.confirm', { count: view.preview.toAdd })}
          </Button>
        </div>
      </div>
    );
  }

  if (view.step === 'importing' || view.step === 'failed') {
    return (
      <div className={styles.panel}>
        <progress className={styles.progress} max={view.toSend} value={view.sent} aria-label={t('import.progressLabel')} />
        <p role="status">{t('import.progress', { sent: view.sent, total: view.toSend })}</p>
        {view.step === 'failed' ? (
          <>
            <ErrorNotice title={t('import.batchFailed', { added: view.added })} message={view.error ?? ''} />
            <div className={styles.actions}>
              <Button variant="secondary" onPress={onClose}>
                {t('common.close')}
              </Button>
              <Button onPress={onRetry}>{t('common.retry')}</Button>
            </div>
          </>
        ) : null}
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <p role="status">{t('import.summary', { added: view.added, present: view.present, notImported: view.notImported })}</p>
      {view.refused.length > 0 ? (
        <ProblemsTable
          title={t('import.refused')}
          page={{ reason: null, page: 1, total: view.refused.length, problems: view.refused.slice(0, PROBLEMS_PAGE_SIZE) }}
        />
      ) : null}
      <div className={styles.actions}>
        {view.notImported > 0 ? (
          <Button variant="ghost" onPress={onDownloadProblems}>
            {t('import.downloadProblems')}
          </Button>
        ) : null}
        <Button onPress={onClose}>{t('common.close')}</Button>
      </div>
    </div>
  );
}

/**
 * A page of problems, a row per cell: the row number names it, the problem stays beside it, and the
 * column and the value fold under the row number where the dialog is narrow. With `onPage`, the shared
 * `Pagination` pages through the rest (the file's problems stay in the worker).
 */
function ProblemsTable({ title, page, isLoading, onPage }: { title: string; page: ProblemsPage; isLoading?: boolean; onPage?: (page: number) => void }) {
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
