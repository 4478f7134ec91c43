import { unparse } from 'papaparse';

/** One column of a list's export (CSV and .xlsx): its header text and how a row's cell is read. */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
  /** The cells are ISO dates (`YYYY-MM-DD`): date cells in a workbook; the CSV keeps the ISO text. */
  date?: true;
}

/**
 * Papaparse's own pattern for `escapeFormulae: true` ends in `.*$`, which cannot match past a line
 * break: `=HYPERLINK(…)` followed by a newline went out unguarded. Testing only the start guards it.
 */
const FORMULA_START = /^\s*[=+\-@\t\r]/;

/**
 * The list separator a spreadsheet expects in `locale` (a BCP 47 tag): `;` where the decimal
 * separator is a comma (German, French, Italian, Spanish, Russian: Excel there reads a comma-separated
 * file into one column), `,` elsewhere. Read from the locale's own number format, so no language is
 * listed by hand.
 */
export function listSeparator(locale: string): ',' | ';' {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return decimal === ',' ? ';' : ',';
}

/**
 * The rows as RFC 4180 CSV: a header line, then one line per row, CRLF
 * between lines (no rows: the header line and a CRLF), cells separated by `delimiter` (`,` unless
 * told; {@link listSeparator} gives the user's). A cell with the delimiter,
 * quote or line break is quoted, quotes doubled.
 * A text cell that, after leading whitespace, starts with `=`, `+`, `-`, `@`, tab
 * or CR gets a leading `'` (and quotes) so a spreadsheet shows it as text instead
 * of running it as a formula, whatever follows, line breaks included.
 * `null` is an empty cell. With `header: false` the lines of the rows alone (a file written in parts).
 */
export function toCsv<Row>(
  rows: readonly Row[],
  columns: readonly ExportColumn<Row>[],
  { header = true, delimiter = ',' }: { header?: boolean; delimiter?: ',' | ';' } = {},
): string {
  return unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { newline: '\r\n', escapeFormulae: FORMULA_START, header, delimiter },
  );
}

/**
 * A CSV file to download: UTF-8 behind a byte order mark, without which Excel on Windows reads the
 * file in the system's code page and garbles accented and Arabic names. The import reads a file with
 * or without one.
 * @param parts the CSV text, whole or in parts (a large file is never one string).
 */
export function csvFile(parts: readonly string[]): Blob {
  return new Blob(['\uFEFF', ...parts], { type: 'text/csv;charset=utf-8' });
}
