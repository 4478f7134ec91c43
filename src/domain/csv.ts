import { unparse } from 'papaparse';

/** One CSV column: its header text and how a row's cell is read. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

/**
 * The rows as RFC 4180 CSV: a header line, then one line per row, CRLF
 * between lines (no rows: the header line and a CRLF). A cell with a comma,
 * quote or line break is quoted, quotes doubled.
 * Cells starting with `=`, `+`, `-`, `@`, tab or CR get a leading `'` so a
 * spreadsheet shows them as text instead of running them as a formula.
 * `null` is an empty cell.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { newline: '\r\n', escapeFormulae: true },
  );
}
