import { useIntl } from 'react-intl';
import { PROBLEMS_PAGE_SIZE } from '../../domain/import-preview';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/state-panel';
import { ImportProblemsTable } from './import-problems-table';
import { RevertConflicts } from '../../components/history/revert-conflicts';
import { isolate } from '../../domain/bidi';
import type { RecordImportPanelProps } from './record-import-panel';
import styles from './record-import-panel.module.css';

/** The batches on their way, and a failed one with what was added before it and 'Try again'. */
export function ImportProgressStep({ view, onRetry, onClose }: Pick<RecordImportPanelProps, 'view' | 'onRetry' | 'onClose'>) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
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

/**
 * The import's summary: added, already present, not imported, and the rows the server refused; then
 * 'Undo import of <file> (N records)', which takes them all back or, when some changed since, none
 * and lists those; once undone, it says so.
 */
export function ImportSummaryStep({
  view,
  onDownloadProblems,
  onClose,
  onUndo,
}: Pick<RecordImportPanelProps, 'view' | 'onDownloadProblems' | 'onClose' | 'onUndo'>) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const file = isolate(view.fileName ?? '');
  return (
    <div className={styles.panel}>
      <p role="status">
        {view.undone
          ? t('import.undone', { file, count: view.added })
          : t('import.summary', { added: view.added, present: view.present, notImported: view.notImported })}
      </p>
      {view.undoConflicts && view.undoConflicts.length > 0 ? (
        <RevertConflicts result={{ message: '', changes: [], conflicts: view.undoConflicts }} title={t('changes.notReverted')} />
      ) : null}
      {view.error && !view.undone ? <ErrorNotice title={t('changes.notReverted')} message={view.error} /> : null}
      {view.refused.length > 0 ? (
        <ImportProblemsTable
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
        {(view.undoable || view.undoing) && onUndo ? (
          <Button variant="secondary" onPress={onUndo} isPending={view.undoing}>
            {t('import.undo', { file, count: view.added })}
          </Button>
        ) : null}
        <Button onPress={onClose}>{t('common.close')}</Button>
      </div>
    </div>
  );
}
