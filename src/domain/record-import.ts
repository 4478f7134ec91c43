import type { ImportField, ImportReason } from '../api/generated/training/graphql';
import { expiryDateOf, isIsoDate, type IsoDate } from './training';
import { isScore } from './training-rules';

/**
 * Importing training records (§10): the rules one row of a course-history
 * CSV must follow, shared by the browser's preview (a Web Worker) and the fake
 * backend, which checks every row again: the client's checks are a convenience,
 * the server's are the rule. Pure and synchronous, for 100 000 rows at a time.
 */

/** Rows per request of an import: 100 000 rows are 100 requests, each small enough to retry. */
export const IMPORT_BATCH_SIZE = 1000;

/** The cells an import reads, by the export's columns; all text as the file holds it. */
export interface ImportRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  line: number;
  employeeCode: string;
  trainingCode: string;
  scheduledDate: string;
  completionDate: string;
  expiryDate: string;
  score: string;
}

/** The columns an import reads (the schema's enum), in the export's order. */
export const IMPORT_FIELDS: readonly ImportField[] = ['employeeCode', 'trainingCode', 'scheduledDate', 'completionDate', 'expiryDate', 'score'];

/** Why a row cannot be imported (the schema's enum); the client words each one (`import.reason.*`). */
export type { ImportField, ImportReason };

/** One problem of one row: where (line, column), why, and the cell as it was. */
export interface ImportProblem {
  line: number;
  field: ImportField;
  reason: ImportReason;
  value: string;
}

/** A row ready to store. */
export interface ImportRecord {
  line: number;
  employeeId: string;
  trainingId: string;
  scheduledDate: IsoDate | null;
  completionDate: IsoDate | null;
  expiryDate: IsoDate | null;
  score: number | null;
}

/**
 * What an import checks rows against: who and what exists, which records are there already, and today.
 * `employees` holds only the employees the importer may see: one outside their node is, to them, a
 * code that does not exist, and the import tells them nothing more about it.
 */
export interface ImportLookup {
  today: IsoDate;
  /** By employee code, the importer's scope only. */
  employees: ReadonlyMap<string, { id: string; hireDate: IsoDate; active: boolean }>;
  /** By training code. */
  trainings: ReadonlyMap<string, { id: string; validityMonths: number | null }>;
  /** {@link recordKey} of every record there is. */
  existing: ReadonlySet<string>;
}

/**
 * What the file must have, column by column (one table, which the reader, the row checks and the
 * hints shown to the user all follow): whether the column must be in the file, and whether each row
 * must fill it (`required`: a row without it fails on it, as an unknown code; `dated`: a row needs a
 * completed or a scheduled date, either will do).
 */
export const IMPORT_COLUMN_RULES: Readonly<Record<ImportField, { column: 'required' | 'optional'; cell: 'required' | 'optional' | 'dated' }>> = {
  employeeCode: { column: 'required', cell: 'required' },
  trainingCode: { column: 'required', cell: 'required' },
  scheduledDate: { column: 'optional', cell: 'dated' },
  completionDate: { column: 'required', cell: 'dated' },
  expiryDate: { column: 'optional', cell: 'optional' },
  score: { column: 'optional', cell: 'optional' },
};

/** The columns a file must have ({@link IMPORT_COLUMN_RULES}). */
export const REQUIRED_COLUMNS: readonly ImportField[] = IMPORT_FIELDS.filter((field) => IMPORT_COLUMN_RULES[field].column === 'required');

/** The date columns of which a row must fill one ({@link IMPORT_COLUMN_RULES}). */
const DATED_CELLS = IMPORT_FIELDS.filter((field) => IMPORT_COLUMN_RULES[field].cell === 'dated');

/** What the server did with one batch of an import: rows added, rows already there, the problems of the rest. */
export interface ImportResult {
  added: number;
  present: number;
  problems: ImportProblem[];
  /** The batch the server keeps the whole import under (the same on each of its requests). */
  batch: { id: string; label: string };
}

/**
 * What makes two records the same (the import is idempotent): the employee, the training and the
 * completion date; a record not completed yet, by its scheduled date instead.
 */
export function recordKey(record: { employeeId: string; trainingId: string; completionDate: string | null; scheduledDate: string | null }): string {
  return `${record.employeeId}|${record.trainingId}|${record.completionDate ?? `scheduled:${record.scheduledDate ?? ''}`}`;
}

/** A date cell: empty is none; anything else must be a real `YYYY-MM-DD` (the browser turns what spreadsheets write into it first, `readImportDate`). */
function dateCell(value: string): IsoDate | null | undefined {
  const text = value.trim();
  if (!text) return null;
  return isIsoDate(text) ? text : undefined;
}

/**
 * A code as the import matches it: spaces around it dropped, letters in capitals. Codes are capitals
 * (§11), and a spreadsheet's `emp-00054 ` is the same employee as `EMP-00054`.
 */
const codeKey = (code: string) => code.trim().toUpperCase();

/** The map re-keyed by {@link codeKey}. */
const byCode = <Value>(map: ReadonlyMap<string, Value>): ReadonlyMap<string, Value> => new Map([...map].map(([code, value]) => [codeKey(code), value]));

/** What became of one row: a record to add, a record there already, or its problems. */
export type RowOutcome = { kind: 'add'; record: ImportRecord } | { kind: 'present' } | { kind: 'problems'; problems: ImportProblem[] };

/**
 * A checker of rows one at a time (a file of a million rows is read as it goes), remembering the
 * records seen so far so a row repeated in the file is 'present' the second time. The rules, in order:
 * - the employee code is one of the importer's employees (codes match whatever their case and the
 *   spaces around them); otherwise that is the row's only problem
 *   (an employee outside their node reads exactly as an unknown code: nothing about them is told);
 * - the training exists; the dates are real dates; the row has a completed or a scheduled date;
 * - a completion is neither after today nor before the employee was hired; a session still to come
 *   is not for an employee who is no longer active (unless that very session is there already); an
 *   expiry is not before its completion;
 * - a score is a whole number 0–100, or empty;
 * - the record is not there already (nor earlier in the file).
 * A completion without an expiry gets the training's validity.
 */
export function createImportChecker(lookup: ImportLookup): (row: ImportRow) => RowOutcome {
  const seen = new Set(lookup.existing);
  const employees = byCode(lookup.employees);
  const trainings = byCode(lookup.trainings);
  return (row) => {
    const employee = employees.get(codeKey(row.employeeCode));
    if (!employee) return { kind: 'problems', problems: [{ line: row.line, field: 'employeeCode', reason: 'unknownEmployee', value: row.employeeCode }] };
    const found: ImportProblem[] = [];
    const problem = (field: ImportField, reason: ImportReason) => found.push({ line: row.line, field, reason, value: row[field] });
    const training = trainings.get(codeKey(row.trainingCode));
    if (!training) problem('trainingCode', 'unknownTraining');
    const scheduledDate = dateCell(row.scheduledDate);
    const completionDate = dateCell(row.completionDate);
    const expiryDate = dateCell(row.expiryDate);
    if (scheduledDate === undefined) problem('scheduledDate', 'invalidDate');
    if (completionDate === undefined) problem('completionDate', 'invalidDate');
    if (expiryDate === undefined) problem('expiryDate', 'invalidDate');
    const dates: Partial<Record<ImportField, IsoDate | null | undefined>> = { scheduledDate, completionDate, expiryDate };
    if (DATED_CELLS.every((field) => dates[field] === null)) problem('completionDate', 'noDate');
    if (completionDate && completionDate > lookup.today) problem('completionDate', 'futureCompletion');
    if (completionDate && completionDate < employee.hireDate) problem('completionDate', 'beforeHire');
    // History of someone who has left imports; a new session for them does not (as scheduling refuses it).
    if (completionDate === null && scheduledDate && !employee.active) problem('employeeCode', 'inactiveEmployee');
    if (completionDate && expiryDate && expiryDate < completionDate) problem('expiryDate', 'expiryBeforeCompletion');
    const scoreText = row.score.trim();
    const score = scoreText === '' ? null : /^\d{1,3}$/.test(scoreText) && isScore(Number(scoreText)) ? Number(scoreText) : undefined;
    if (score === undefined) problem('score', 'invalidScore');
    // A leaver's session that is there already (an export imported back) is present, not refused.
    const onlyLeaver = found.every((candidate) => candidate.reason === 'inactiveEmployee');
    if (!onlyLeaver || !training || scheduledDate === undefined || completionDate === undefined || expiryDate === undefined || score === undefined) {
      return { kind: 'problems', problems: found };
    }
    const record: ImportRecord = {
      line: row.line,
      employeeId: employee.id,
      trainingId: training.id,
      scheduledDate,
      completionDate,
      expiryDate: completionDate ? (expiryDate ?? expiryDateOf(completionDate, training.validityMonths)) : null,
      score: completionDate ? score : null,
    };
    const key = recordKey(record);
    if (seen.has(key)) return { kind: 'present' };
    if (found.length > 0) return { kind: 'problems', problems: found };
    seen.add(key);
    return { kind: 'add', record };
  };
}
