import { rowsFromCsv, type ImportColumns } from '../domain/import-csv';
import { checkImportRows, type ImportField, type ImportLookup, type ImportProblem, type ImportRow } from '../domain/record-import';

/** What the worker is asked: the file, how to find its columns, and what its rows are checked against. */
export interface CheckFileRequest {
  file: Blob;
  columns: ImportColumns;
  lookup: ImportLookup;
}

/** The preview of a file: row count, the rows to send (those that would be added), rows already there, the problems. */
export interface ImportPreview {
  total: number;
  toSend: ImportRow[];
  present: number;
  problems: ImportProblem[];
}

export type CheckFileResult = { ok: true; preview: ImportPreview } | { ok: false; missing: ImportField[] } | { ok: false; unreadable: true };

/**
 * Reads the file as text, then its rows (`rowsFromCsv`), then checks them (`checkImportRows`).
 * Never throws: a file that cannot be read as text is `unreadable`.
 */
export async function checkFile({ file, columns, lookup }: CheckFileRequest): Promise<CheckFileResult> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, unreadable: true };
  }
  const read = rowsFromCsv(text, columns);
  if (!read.ok) return read;
  const check = checkImportRows(read.rows, lookup);
  const adding = new Set(check.add.map((record) => record.line));
  return { ok: true, preview: { total: read.rows.length, toSend: read.rows.filter((row) => adding.has(row.line)), present: check.present.length, problems: check.problems } };
}
