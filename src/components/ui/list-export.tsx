import { isolate } from '../../domain/bidi';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './button';
import { ErrorNotice } from './state-panel';
import styles from './lists.module.css';

/** The file formats a list exports to: CSV, and an Excel workbook. */
export type ExportFormat = 'csv' | 'xlsx';

/** The last file a list exported: its name and the start of its SHA-256 (`src/domain/fingerprint.ts`). */
export interface ExportedFile {
  fileName: string;
  hash: string;
}

/** A list's export as its page binds it (`useListExport`). */
export interface ListExport {
  /** Exports every row the search and filters match, not only the page shown, in `format`. */
  onExport: (format: ExportFormat) => void;
  /** The format being exported, or null. */
  exporting: ExportFormat | null;
  /** Why the last export failed (the §8 message), shown under the bar. */
  error: string | null;
  /** The last file exported, shown under the bar with its fingerprint; `null` before one (or where the browser has no digest). */
  exported?: ExportedFile | null;
}

interface ListExportBarProps extends ListExport {
  /** True while the list matches nothing. */
  isDisabled: boolean;
  /** What the bar starts with, opposite the buttons; by default the hint that the export holds every row the search and filters match. */
  start?: ReactNode;
}

/**
 * The bar above a list with its "Export CSV" and "Export Excel" buttons and what an export holds;
 * disabled while the list matches nothing, and each while the other runs. Beneath it, the last
 * file exported with its fingerprint (an auditor checks a copy with `sha256sum`), or the failure,
 * the list itself untouched.
 */
export function ListExportBar({ onExport, exporting, error, exported, isDisabled, start }: ListExportBarProps) {
  const t = useIntl().formatMessage;
  return (
    <>
      <div className={styles.toolbar}>
        {start ?? <p className={styles.secondary}>{t({ id: 'list.exportHint' })}</p>}
        <div className={styles.exportButtons}>
          <Button variant="secondary" onPress={() => onExport('csv')} isPending={exporting === 'csv'} isDisabled={isDisabled || exporting === 'xlsx'}>
            {t({ id: exporting === 'csv' ? 'list.exporting' : 'list.export' })}
          </Button>
          <Button variant="secondary" onPress={() => onExport('xlsx')} isPending={exporting === 'xlsx'} isDisabled={isDisabled || exporting === 'csv'}>
            {t({ id: exporting === 'xlsx' ? 'list.exporting' : 'list.exportXlsx' })}
          </Button>
        </div>
      </div>
      {exported ? (
        <p className={styles.secondary} role="status">
          {t({ id: 'list.fingerprint' }, { file: isolate(exported.fileName), hash: <code key="hash">{exported.hash}</code> })}
        </p>
      ) : null}
      {error ? <ErrorNotice message={error} /> : null}
    </>
  );
}
