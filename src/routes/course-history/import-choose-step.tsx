import { useMemo } from 'react';
import { DropZone, FileTrigger, type DropZoneProps } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { IMPORT_COLUMN_RULES, IMPORT_FIELDS, type ImportField } from '../../domain/record-import';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/state-panel';
import { importFieldLabels } from './import-field-labels';
import type { RecordImportPanelProps } from './record-import-panel';
import styles from './record-import-panel.module.css';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

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
        // The rule the import applies (src/domain/import-dates.ts), shown on a day whose two readings differ.
        dotted: '10.01.2026',
        dottedDate: intl.formatDate(example, { dateStyle: 'long', timeZone: 'UTC' }),
      },
    ),
  ];
}

/**
 * The import's first step: choose or drop a CSV or .xlsx file, with 'Download template' and what the
 * file needs (`importHints`); after a file that could not be read, why (no CSV text, missing columns).
 */
export function ImportChooseStep({
  view,
  onFile,
  onClose,
  onDownloadTemplate,
}: Pick<RecordImportPanelProps, 'view' | 'onFile' | 'onClose' | 'onDownloadTemplate'>) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const hints = useMemo(() => importHints(intl), [intl]);
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
