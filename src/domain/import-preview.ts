/** What the import's check of a file tells the page: the preview, its pages of problems, or why the file cannot be read. */
import type { DateOrder } from './import-dates';
import type { ImportField, ImportProblem, ImportReason } from './record-import';
import type { IsoDate } from './training';

/** Problems listed a page at a time (a file of a million bad rows has a million problems). */
export const PROBLEMS_PAGE_SIZE = 100;

/** One page of the problems, of all or of one reason. */
export interface ProblemsPage {
  reason: ImportReason | null;
  /** 1-based. */
  page: number;
  /** Problems of that reason (or all) in the file. */
  total: number;
  problems: ImportProblem[];
}

/**
 * The preview of a file, small whatever the file's size: counts, the problems per reason, how the
 * dates were read, and the first page of problems. The rows to add and the rest of the problems stay
 * in the worker until asked for (`batchRows`, `problemsPage`, `problemsCsv`).
 */
export interface ImportPreview {
  total: number;
  toAdd: number;
  present: number;
  /** Rows with at least one problem. */
  invalid: number;
  /** Problems per reason, the most frequent first. */
  reasons: { reason: ImportReason; count: number }[];
  /** Batches of `IMPORT_BATCH_SIZE` rows to send. */
  batchCount: number;
  /** Dates read from the language's short date that could be read the other way (10/01/2026), one of them, and spreadsheet serial numbers read. */
  dates: { order: DateOrder; ambiguous: number; example: { text: string; date: IsoDate } | null; serial: number };
  firstProblems: ProblemsPage;
}

export type CheckFileResult = { ok: true; preview: ImportPreview } | { ok: false; missing: ImportField[] } | { ok: false; unreadable: true };
