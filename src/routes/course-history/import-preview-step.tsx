import { useIntl } from 'react-intl';
import type { ImportReason } from '../../domain/record-import';
import type { ImportPreview } from '../../domain/import-preview';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/native-select';
import { ErrorNotice } from '../../components/ui/state-panel';
import { ImportProblemsTable } from './import-problems-table';
import type { RecordImportPanelProps } from './record-import-panel';
import styles from './record-import-panel.module.css';

/**
 * The checked file before anything is written: rows to add, already present, invalid, how its dates
 * were read, the problems a page at a time (filterable by reason, all of them to download), and 'Import'.
 */
export function ImportPreviewStep({
  view,
  fileName,
  onProblems,
  onDownloadProblems,
  onReset,
  onConfirm,
}: Pick<RecordImportPanelProps, 'view' | 'onProblems' | 'onDownloadProblems' | 'onReset' | 'onConfirm'> & {
  view: { preview: ImportPreview };
  fileName: string;
}) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
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
          <ImportProblemsTable
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
