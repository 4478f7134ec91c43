/** What the import's check of a file tells the page: the preview, its pages of problems, or why the file cannot be read. */
import type { DayMonthOrder } from './import-dates';
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
  /**
   * How the dates were read: the order of day and month and what settled it (a cell of the file, the
   * user's choice, or nothing: no cell could be read two ways); how many cells could be read the other
   * way (10/01/2026) and one of them; spreadsheet serial numbers read; two-digit years read.
   */
  dates: {
    order: DayMonthOrder;
    because: 'dotted' | 'cells' | 'chosen' | 'none';
    ambiguous: number;
    example: { text: string; date: IsoDate } | null;
    serial: number;
    twoDigitYear: number;
  };
  firstProblems: ProblemsPage;
}

/** Shown in a problem, a cell's first characters: a 50 MB cell must not reach the page whole. The problems file has it all. */
export const PROBLEM_VALUE_SHOWN = 200;

/**
 * The check of a file: its preview; the columns it lacks; no CSV text; or, when its dates could be read
 * day first or month first and none of them tells, cells of the file to show the user who chooses.
 */
export type CheckFileResult =
  | { ok: true; preview: ImportPreview }
  | { ok: false; missing: ImportField[] }
  | { ok: false; unreadable: true }
  | { ok: false; dateOrder: { examples: string[] } };
