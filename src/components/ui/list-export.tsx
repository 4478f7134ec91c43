import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './button';
import { ErrorNotice } from './state-panel';
import styles from './lists.module.css';

/** A list's CSV export as its page binds it (`useCsvExport`). */
export interface ListExport {
  /** Exports every row the search and filters match, not only the page shown. */
  onExport: () => void;
  isExporting: boolean;
  /** Why the last export failed (the §8 message), shown under the bar. */
  error: string | null;
}

interface ListExportBarProps extends ListExport {
  /** True while the list matches nothing. */
  isDisabled: boolean;
  /** What the bar starts with, opposite the button; by default the hint that the export holds every row the search and filters match. */
  start?: ReactNode;
}

/**
 * The bar above a list with its "Export CSV" button and what the export holds; disabled while the
 * list matches nothing. A failure shows beneath it, the list itself untouched.
 */
export function ListExportBar({ onExport, isExporting, error, isDisabled, start }: ListExportBarProps) {
  const t = useIntl().formatMessage;
  return (
    <>
      <div className={styles.toolbar}>
        {start ?? <p className={styles.secondary}>{t({ id: 'list.exportHint' })}</p>}
        <Button variant="secondary" onPress={onExport} isPending={isExporting} isDisabled={isDisabled}>
          {t({ id: isExporting ? 'list.exporting' : 'list.export' })}
        </Button>
      </div>
      {error ? <ErrorNotice message={error} /> : null}
    </>
  );
}
