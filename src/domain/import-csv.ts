import { parse } from 'papaparse';
import { IMPORT_FIELDS, REQUIRED_COLUMNS, type ImportField, type ImportRow } from './record-import';

/**
 * How an import finds its columns: by header text (the export's, in the user's language), else, in
 * a file with exactly the export's number of columns (an export in another language), by the
 * export's positions.
 */
export interface ImportColumns {
  headers: Record<ImportField, readonly string[]>;
  /** The export's column count and where each imported column stands in it. */
  exportLayout: { count: number; positions: Record<ImportField, number> };
}

/** A file read into rows, or why it cannot be: the columns it lacks. */
export type CsvRows = { ok: true; rows: ImportRow[] } | { ok: false; missing: ImportField[] };

const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/**
 * A table's rows, first to last, as cells of text (a CSV file's, a workbook's first sheet): handed
 * one at a time to `onCells`, which returns `'stop'` to end the reading there. It can be read again.
 */
export type TableSource = (onCells: (cells: readonly string[]) => void | 'stop') => void;

/**
 * A CSV text as a table. Parsing is papaparse's (RFC 4180: quotes, doubled quotes, line breaks in
 * cells), over the text with every line break made `\n` first: papaparse takes the first line break
 * it finds for the whole file, so a file whose lines end in a mix of `\r\n`, `\n` and `\r` (one
 * copied together from several programs) ran several lines into one row.
 */
export function csvSource(text: string): TableSource {
  const lines = text.replace(/\r\n?/g, '\n');
  return (onCells) => {
    parse<string[]>(lines, {
      newline: '\n',
      skipEmptyLines: false,
      step: ({ data }, parser) => {
        if (onCells(data) === 'stop') parser.abort();
      },
    });
  };
}

/**
 * Reads a course-history table (the export's columns, in any order; columns it does not import are
 * ignored) row by row, handing each to `onRow` with its spreadsheet row number (the header is row 1;
 * a cell with a line break stays one row), so a file of a million rows is never held as rows. The
 * columns {@link REQUIRED_COLUMNS} names must be there; the others may be absent (empty). Empty rows
 * are skipped. `onRow` returns `'stop'` to end the reading there (a scan that has found what it
 * looked for).
 * @returns the number of rows read, or the required columns the file lacks (then no row was handed on).
 */
export function readTableRows(
  source: TableSource,
  { headers, exportLayout }: ImportColumns,
  onRow: (row: ImportRow) => void | 'stop',
): { ok: true; count: number } | { ok: false; missing: ImportField[] } {
  let column: Record<ImportField, number> | null = null;
  let missing: ImportField[] = [];
  let record = 0;
  let count = 0;
  source((cells) => {
    record += 1;
    if (column === null) {
      const names = cells.map(normalise);
      column = Object.fromEntries(
        IMPORT_FIELDS.map((field) => [field, names.findIndex((name) => headers[field].some((header) => normalise(header) === name))]),
      ) as Record<ImportField, number>;
      missing = REQUIRED_COLUMNS.filter((field) => column![field] < 0);
      if (missing.length > 0 && cells.length === exportLayout.count) {
        column = exportLayout.positions;
        missing = [];
      }
      return missing.length > 0 ? 'stop' : undefined;
    }
    if (cells.every((value) => value.trim() === '')) return;
    const at = column;
    const cell = (field: ImportField) => (at[field] < 0 ? '' : (cells[at[field]] ?? ''));
    count += 1;
    return onRow({
      line: record,
      employeeCode: cell('employeeCode'),
      trainingCode: cell('trainingCode'),
      scheduledDate: cell('scheduledDate'),
      completionDate: cell('completionDate'),
      expiryDate: cell('expiryDate'),
      score: cell('score'),
    });
  });
  if (column === null) return { ok: false, missing: [...REQUIRED_COLUMNS] };
  return missing.length > 0 ? { ok: false, missing } : { ok: true, count };
}

/** {@link readTableRows} over a CSV text ({@link csvSource}), the rows collected (files the size of a test or an export). */
export function rowsFromCsv(text: string, columns: ImportColumns): CsvRows {
  const rows: ImportRow[] = [];
  const read = readTableRows(csvSource(text), columns, (row) => {
    rows.push(row);
  });
  return read.ok ? { ok: true, rows } : read;
}
