import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ExportedFile, ExportFormat, ListExport } from '../components/ui/list-export';
import { downloadBlob } from '../components/download';
import { toast } from '../components/toast';
import type { ExportColumn } from '../domain/csv';
import { fingerprint } from '../domain/fingerprint';
import { localToday } from '../domain/training';
import { codeForTag, languages } from '../i18n/languages';
import { onDemand, usePreloadWhenIdle } from '../loading';
import { useSubmit } from './use-submit';

// The writers load with the first export of their format, not with the lists: papaparse for CSV,
// write-excel-file for a workbook. The CSV writer (7 KB) also loads when the list is idle, so an
// export pressed again after a network cut does not wait on a fetch the browser may have kept failed.
const csvWriter = onDemand(() => import('../domain/csv'));
const xlsxWriter = onDemand(() => import('../domain/xlsx'));

/**
 * "Export CSV" and "Export Excel" for a list: `fetchRows` reads every row the list's search and
 * filters match (not only the page shown), saved as `<fileStem>-<today>.csv` or `.xlsx`, headed in
 * the active language (`columns`).
 * - CSV: UTF-8 behind a byte order mark, separated as the language's spreadsheets expect (`listSeparator`).
 * - .xlsx: date columns as date cells, numbers as numbers, every other cell as text; right to left
 *   in a right-to-left language (`toXlsx`).
 * A toast tells how many rows went out, and the bar keeps the file's name and the start of its
 * SHA-256 (`exported`), for an auditor to check a copy; a failed read stays in `error` for the list
 * to show, the §8 message already told.
 * @returns what a list's export bar takes.
 */
export function useListExport<Row>(fileStem: string, fetchRows: () => Promise<readonly Row[]>, columns: (intl: IntlShape) => ExportColumn<Row>[]): ListExport {
  const intl = useIntl();
  usePreloadWhenIdle(csvWriter);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [exported, setExported] = useState<ExportedFile | null>(null);
  const exporting = useSubmit(
    async (chosen: ExportFormat) => {
      const fileName = `${fileStem}-${localToday()}.${chosen}`;
      const write = async (): Promise<{ file: Blob; count: number }> => {
        if (chosen === 'xlsx') {
          const [rows, { toXlsx }] = await Promise.all([fetchRows(), xlsxWriter.load()]);
          const code = codeForTag(intl.locale);
          return { file: await toXlsx(rows, columns(intl), fileStem, code !== undefined && languages[code].dir === 'rtl'), count: rows.length };
        }
        const [rows, { csvFile, listSeparator, toCsv }] = await Promise.all([fetchRows(), csvWriter.load()]);
        return { file: csvFile([toCsv(rows, columns(intl), { delimiter: listSeparator(intl.locale) })]), count: rows.length };
      };
      const { file, count } = await write();
      downloadBlob(file, fileName);
      return { fileName, count, hash: await fingerprint(file) };
    },
    ({ fileName, count, hash }) => {
      setExported(hash ? { fileName, hash } : null);
      toast(intl.formatMessage({ id: 'list.exported' }, { count }), 'success');
    },
  );
  return {
    onExport: (chosen) => {
      setFormat(chosen);
      exporting.run(chosen);
    },
    exporting: exporting.isSubmitting ? format : null,
    error: exporting.error,
    exported,
  };
}
