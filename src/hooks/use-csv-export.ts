import { useIntl, type IntlShape } from 'react-intl';
import type { ListExport } from '../components/ui/list-export';
import { downloadBlob } from '../components/download';
import { toast } from '../components/toast';
import type { CsvColumn } from '../domain/csv';
import { localToday } from '../domain/training';
import { onDemand } from '../loading';
import { useSubmit } from './use-submit';

// The CSV writer (papaparse) loads with the first export, not with the lists.
const csvWriter = onDemand(() => import('../domain/csv'));

/**
 * "Export CSV" for a list: `fetchRows` reads every row the list's search and filters match (not only
 * the page shown), and the rows are saved as `<fileStem>-<today>.csv`, UTF-8 behind a byte order
 * mark, headed in the active language (`columns`) and separated as its spreadsheets expect (`listSeparator`); the CSV writer loads with the first export. A toast tells how many rows went out; a failed
 * read stays in `error` for the list to show, the §8 message already told.
 * @returns what a list's export bar takes.
 */
export function useCsvExport<Row>(fileStem: string, fetchRows: () => Promise<readonly Row[]>, columns: (intl: IntlShape) => CsvColumn<Row>[]): ListExport {
  const intl = useIntl();
  const exporting = useSubmit(
    async () => {
      const [rows, { csvFile, listSeparator, toCsv }] = await Promise.all([fetchRows(), csvWriter.load()]);
      downloadBlob(csvFile([toCsv(rows, columns(intl), { delimiter: listSeparator(intl.locale) })]), `${fileStem}-${localToday()}.csv`);
      return rows.length;
    },
    (count) => toast(intl.formatMessage({ id: 'list.exported' }, { count }), 'success'),
  );
  return { onExport: () => exporting.run(undefined), isExporting: exporting.isSubmitting, error: exporting.error };
}
