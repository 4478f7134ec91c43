import { parse } from 'papaparse';
import { IMPORT_FIELDS, type ImportField, type ImportRow } from './record-import';

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

const REQUIRED: readonly ImportField[] = ['employeeCode', 'trainingCode', 'completionDate'];

const normalise = (header: string) => header.replace(/^\uFEFF/, '').trim().toLowerCase();

/**
 * Reads a course-history CSV (the export's columns, in any order; columns it
 * does not import are ignored) into rows with their spreadsheet row numbers
 * (the header is row 1; a cell with a line break stays one row). The employee
 * code, training code and completed columns are required; the scheduled,
 * expires and score columns may be absent (empty). Empty rows are skipped.
 * Parsing is papaparse's (RFC 4180: quotes, doubled quotes, line breaks in cells).
 */
export function rowsFromCsv(text: string, { headers, exportLayout }: ImportColumns): CsvRows {
  const { data } = parse<string[]>(text, { skipEmptyLines: false });
  const [head = [], ...body] = data;
  const names = head.map(normalise);
  let column = Object.fromEntries(
    IMPORT_FIELDS.map((field) => [field, names.findIndex((name) => headers[field].some((header) => normalise(header) === name))]),
  ) as Record<ImportField, number>;
  let missing = REQUIRED.filter((field) => column[field] < 0);
  if (missing.length > 0 && head.length === exportLayout.count) {
    column = exportLayout.positions;
    missing = [];
  }
  if (missing.length > 0) return { ok: false, missing };
  const cell = (cells: string[], field: ImportField) => (column[field] < 0 ? '' : (cells[column[field]] ?? ''));
  const rows: ImportRow[] = [];
  body.forEach((cells, index) => {
    if (cells.every((value) => value.trim() === '')) return;
    rows.push({
      line: index + 2,
      employeeCode: cell(cells, 'employeeCode'),
      trainingCode: cell(cells, 'trainingCode'),
      scheduledDate: cell(cells, 'scheduledDate'),
      completionDate: cell(cells, 'completionDate'),
      expiryDate: cell(cells, 'expiryDate'),
      score: cell(cells, 'score'),
    });
  });
  return { ok: true, rows };
}
