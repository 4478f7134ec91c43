import { useMemo, useState } from 'react';
import { DropZone, FileTrigger, type DropZoneProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ImportField, ImportProblem, ImportReason } from '../../domain/record-import';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../ui/button';
import { NativeSelect } from './native-select';
import { ErrorNotice } from './state-panel';
import styles from './record-import-panel.module.css';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

/** The most problems the table lists at once (a bad 100 000-row file can have as many). */
export const PROBLEMS_SHOWN = 200;

const fieldLabels: Record<ImportField, MessageId> = {
  employeeCode: 'csv.employeeCode',
  trainingCode: 'csv.trainingCode',
  scheduledDate: 'history.scheduled',
  completionDate: 'history.completed',
  expiryDate: 'history.expires',
  score: 'history.score',
};

/** Where an import stands (the import machine's view of it). */
export interface RecordImportView {
  step: 'choosing' | 'checking' | 'unreadable' | 'preview' | 'importing' | 'failed' | 'done';
  fileName: string | null;
  /** The checked file: its row count, how many rows would be added, how many are there already, the problems. */
  preview: { total: number; toAdd: number; present: number; problems: readonly ImportProblem[] } | null;
  /** Columns the file lacks, or `unreadable` when it is no CSV text; null when the check itself failed (`error`). */
  fileProblem: { missing: readonly ImportField[] } | 'unreadable' | null;
  /** Rows sent so far, of rows to send. */
  sent: number;
  toSend: number;
  added: number;
  present: number;
  /** Rows the server refused on its own check. */
  refused: readonly ImportProblem[];
  error: string | null;
}

export interface RecordImportPanelProps {
  view: RecordImportView;
  onFile: (file: File) => void;
  onConfirm: () => void;
  onRetry: () => void;
  /** Back to choosing a file. */
  onReset: () => void;
  onClose: () => void;
  onDownloadTemplate: () => void;
}

/**
 * 'Import' on the course history (issue 18), each step of the import
 * machine: choose or drop a CSV (with 'Download template'); the file being
 * checked; the preview (rows to add, already present, invalid, and a table of
 * the problems, filterable by reason); the progress of the batches; a failed
 * batch with 'Try again'; the summary. Nothing is written before 'Import'.
 */
export function RecordImportPanel({ view, onFile, onConfirm, onRetry, onReset, onClose, onDownloadTemplate }: RecordImportPanelProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const invalidRows = useMemo(() => new Set(view.preview?.problems.map((problem) => problem.line)).size, [view.preview]);

  if (view.step === 'choosing' || view.step === 'unreadable') {
    const drop = async (event: DropEvent) => {
      const item = event.items.find((candidate) => candidate.kind === 'file');
      if (item?.kind === 'file') onFile(await item.getFile());
    };
    return (
      <div className={styles.panel}>
        <DropZone className={styles.drop} onDrop={(event) => void drop(event)} aria-label={t('import.dropLabel')}>
          <p className={styles.hint}>{t('import.drop')}</p>
          <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={(files) => files?.[0] && onFile(files[0])}>
            <Button variant="secondary">{t('import.choose')}</Button>
          </FileTrigger>
          <p className={styles.hint}>{t('import.columns')}</p>
        </DropZone>
        {view.step === 'unreadable' ? (
          <ErrorNotice
            title={view.fileName ?? undefined}
            message={
              view.fileProblem === null
                ? (view.error ?? '')
                : view.fileProblem === 'unreadable'
                  ? t('import.unreadable')
                  : t('import.missingColumns', { columns: intl.formatList(view.fileProblem.missing.map((field) => t(fieldLabels[field]))) })
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

  if (view.step === 'checking') {
    return (
      <div className={styles.panel} role="status">
        <p>{t('import.checking', { file: view.fileName ?? '' })}</p>
        <progress className={styles.progress} aria-label={t('import.checking', { file: view.fileName ?? '' })} />
      </div>
    );
  }

  if (view.step === 'preview' && view.preview) {
    return (
      <div className={styles.panel}>
        <p className={styles.hint}>{t('import.previewOf', { file: view.fileName ?? '', rows: view.preview.total })}</p>
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
            <dd>{intl.formatNumber(invalidRows)}</dd>
          </div>
        </dl>
        {view.preview.problems.length > 0 ? <ProblemsTable problems={view.preview.problems} title={t('import.problems')} /> : null}
        <div className={styles.actions}>
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
      <p role="status">{t('import.summary', { added: view.added, present: view.present, refused: new Set(view.refused.map((problem) => problem.line)).size })}</p>
      {view.refused.length > 0 ? <ProblemsTable problems={view.refused} title={t('import.refused')} /> : null}
      <div className={styles.actions}>
        <Button onPress={onClose}>{t('common.close')}</Button>
      </div>
    </div>
  );
}

/** The problems, a row per cell, filterable by reason; the first {@link PROBLEMS_SHOWN} of those chosen. */
function ProblemsTable({ problems, title }: { problems: readonly ImportProblem[]; title: string }) {
  const intl = useIntl();
  const [reason, setReason] = useState<ImportReason | null>(null);
  const reasons = useMemo(() => {
    const counts = new Map<ImportReason, number>();
    for (const problem of problems) counts.set(problem.reason, (counts.get(problem.reason) ?? 0) + 1);
    return [...counts].map(([id, count]) => ({ id, name: `${intl.formatMessage({ id: `import.reason.${id}` })} (${intl.formatNumber(count)})` }));
  }, [problems, intl]);
  const chosen = reason ? problems.filter((problem) => problem.reason === reason) : problems;
  return (
    <>
      <NativeSelect label={intl.formatMessage({ id: 'import.filterReason' })} options={reasons} value={reason} onChange={(value) => setReason(value as ImportReason | null)} allLabel={intl.formatMessage({ id: 'import.allReasons' })} />
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'import.row' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'import.column' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'import.value' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'import.reason' })}</th>
            </tr>
          </thead>
          <tbody>
            {chosen.slice(0, PROBLEMS_SHOWN).map((problem) => (
              <tr key={`${problem.line}-${problem.field}`}>
                <td>{problem.line}</td>
                <td>{intl.formatMessage({ id: fieldLabels[problem.field] })}</td>
                <td className={styles.value}>{problem.value}</td>
                <td>{intl.formatMessage({ id: `import.reason.${problem.reason}` })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {chosen.length > PROBLEMS_SHOWN ? <p className={styles.hint}>{intl.formatMessage({ id: 'import.firstShown' }, { shown: PROBLEMS_SHOWN, total: chosen.length })}</p> : null}
    </>
  );
}
