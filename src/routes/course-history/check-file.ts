import { csvFile, toCsv } from '../../domain/csv';
import { csvSource, readTableRows, type ImportColumns, type TableSource } from '../../domain/import-csv';
import { createDateOrderScan, readImportDate, type DayMonthOrder } from '../../domain/import-dates';
import {
  createImportChecker,
  IMPORT_BATCH_SIZE,
  type ImportField,
  type ImportLookup,
  type ImportProblem,
  type ImportReason,
  type ImportRow,
} from '../../domain/record-import';
import { isWorkbook, readWorkbook } from './read-workbook';
import { PROBLEM_VALUE_SHOWN, PROBLEMS_PAGE_SIZE, type CheckFileResult, type ImportPreview, type ProblemsPage } from '../../domain/import-preview';

/** What the worker is asked to check: the file, how to find its columns, the order of its dates when the user chose it (else null), and what its rows are checked against. */
export interface CheckFileRequest {
  file: Blob;
  columns: ImportColumns;
  dateOrder: DayMonthOrder | null;
  lookup: ImportLookup;
}

/** What the worker keeps of a checked file: the problems, and the rows to add in batches. */
export interface CheckedFile {
  problems: ImportProblem[];
  batches: ImportRow[][];
}

const DATE_FIELDS = ['scheduledDate', 'completionDate', 'expiryDate'] as const;
const isDateField = (field: ImportField): field is (typeof DATE_FIELDS)[number] => (DATE_FIELDS as readonly ImportField[]).includes(field);

/**
 * The order of the file's dates: the user's choice, else what its cells tell (`createDateOrderScan`,
 * reading only as far as the first cell that tells). Null with examples when the user must choose.
 */
function fileDateOrder(source: TableSource, columns: ImportColumns, chosen: DayMonthOrder | null): ImportPreview['dates'] | { examples: string[] } {
  const counts = { ambiguous: 0, example: null, serial: 0, twoDigitYear: 0 };
  if (chosen) return { order: chosen, because: 'chosen', ...counts };
  const scan = createDateOrderScan();
  readTableRows(source, columns, (row) => (DATE_FIELDS.some((field) => scan.add(row[field])) ? 'stop' : undefined));
  const found = scan.result();
  if (!found) return { order: 'dmy', because: 'none', ...counts };
  return found.order ? { order: found.order, because: found.because, ...counts } : { examples: found.examples };
}

/**
 * Reads the file, a CSV text or an .xlsx workbook's first sheet (`readWorkbook`), and checks it row
 * by row (`readTableRows`, `createImportChecker`). The
 * order of day and month comes from the file itself or the user (`fileDateOrder`), never from the
 * app's language; a file that does not tell is answered with examples for the user to choose from,
 * before any row is checked. Each date cell is read (`readImportDate`: ISO, short dates, serials)
 * and written as ISO, so the rows sent carry ISO dates only; a cell that is no date stays as it was,
 * for the checks to report. Never throws: a file that cannot be read as text or as a workbook is
 * `unreadable`.
 */
export async function checkFile({ file, columns, dateOrder, lookup }: CheckFileRequest): Promise<{ result: CheckFileResult; checked: CheckedFile | null }> {
  let source: TableSource;
  try {
    source = (await isWorkbook(file)) ? await readWorkbook(file) : csvSource(await file.text());
  } catch {
    return { result: { ok: false, unreadable: true }, checked: null };
  }
  const order = fileDateOrder(source, columns, dateOrder);
  if ('examples' in order) return { result: { ok: false, dateOrder: { examples: order.examples } }, checked: null };
  const check = createImportChecker(lookup);
  const problems: ImportProblem[] = [];
  const counts = new Map<ImportReason, number>();
  const batches: ImportRow[][] = [];
  let batch: ImportRow[] = [];
  let toAdd = 0;
  let present = 0;
  let invalid = 0;
  const dates = order;
  const read = readTableRows(source, columns, (raw) => {
    const row = { ...raw };
    for (const field of DATE_FIELDS) {
      const date = readImportDate(raw[field], order.order);
      if (!date) continue;
      row[field] = date.date;
      if (date.how === 'serial') dates.serial += 1;
      if (date.twoDigitYear) dates.twoDigitYear += 1;
      if (date.ambiguous) {
        dates.ambiguous += 1;
        dates.example ??= { text: raw[field].trim(), date: date.date };
      }
    }
    const outcome = check(row);
    if (outcome.kind === 'present') present += 1;
    else if (outcome.kind === 'add') {
      toAdd += 1;
      batch.push(row);
      if (batch.length === IMPORT_BATCH_SIZE) {
        batches.push(batch);
        batch = [];
      }
    } else {
      invalid += 1;
      for (const found of outcome.problems) {
        // A date is checked as the ISO it was read as; the problem shows the cell as the user wrote it.
        const problem = isDateField(found.field) ? { ...found, value: raw[found.field] } : found;
        problems.push(problem);
        counts.set(problem.reason, (counts.get(problem.reason) ?? 0) + 1);
      }
    }
  });
  if (!read.ok) return { result: read, checked: null };
  if (batch.length > 0) batches.push(batch);
  const checked = { problems, batches };
  const reasons = reasonCounts(counts);
  const preview: ImportPreview = {
    total: read.count,
    toAdd,
    present,
    invalid,
    reasons,
    batchCount: batches.length,
    dates,
    firstProblems: problemsPage(checked, null, 1),
  };
  return { result: { ok: true, preview }, checked };
}

/** The problems counted per reason, the most frequent first (the preview's filter lists them so). */
export function reasonCounts(counts: ReadonlyMap<ImportReason, number>): ImportPreview['reasons'] {
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}

/** A problem as a page shows it: its value cut to {@link PROBLEM_VALUE_SHOWN} characters and an ellipsis. */
const shownProblem = (problem: ImportProblem): ImportProblem =>
  problem.value.length > PROBLEM_VALUE_SHOWN ? { ...problem, value: `${problem.value.slice(0, PROBLEM_VALUE_SHOWN)}…` } : problem;

/** One page of the problems, all or of one reason, values cut for the page (`shownProblem`); a page past the last is the last. */
export function problemsPage({ problems }: CheckedFile, reason: ImportReason | null, page: number): ProblemsPage {
  const chosen = reason ? problems.filter((problem) => problem.reason === reason) : problems;
  const last = Math.max(1, Math.ceil(chosen.length / PROBLEMS_PAGE_SIZE));
  const shown = Math.min(Math.max(1, Math.floor(page)), last);
  return {
    reason,
    page: shown,
    total: chosen.length,
    problems: chosen.slice((shown - 1) * PROBLEMS_PAGE_SIZE, shown * PROBLEMS_PAGE_SIZE).map(shownProblem),
  };
}

/** The rows of one batch to send. @throws when the file has no batch `index` (nothing is sent as if it were empty). */
export function batchRows({ batches }: CheckedFile, index: number): ImportRow[] {
  const rows = batches[index];
  if (!rows) throw new RangeError(`The file has no batch ${index}.`);
  return rows;
}

/** The words of a problems file, in the user's language: its header and how each column and reason reads, and the list separator its spreadsheets expect. */
export interface ProblemLabels {
  header: { line: string; field: string; value: string; reason: string };
  fields: Record<ImportField, string>;
  reasons: Record<ImportReason, string>;
  /** `listSeparator` of the user's language (src/domain/csv.ts). */
  separator: ',' | ';';
}

/** Problems per part of the file: each part is written and let go before the next. */
const CSV_PART = 10_000;

/**
 * Every problem as CSV (row, column, value, problem), separated as the user's spreadsheets expect
 * (`labels.separator`), written in parts into a Blob, which crosses
 * to the page by reference: a million problems never become one string or reach the main thread.
 */
export function problemsCsv(problems: readonly ImportProblem[], labels: ProblemLabels): Blob {
  const columns = [
    { header: labels.header.line, value: (problem: ImportProblem) => problem.line },
    { header: labels.header.field, value: (problem: ImportProblem) => labels.fields[problem.field] },
    { header: labels.header.value, value: (problem: ImportProblem) => problem.value },
    { header: labels.header.reason, value: (problem: ImportProblem) => labels.reasons[problem.reason] },
  ];
  const delimiter = labels.separator;
  const parts: string[] = [toCsv([], columns, { delimiter }).replace(/\r\n$/, '')];
  for (let start = 0; start < problems.length; start += CSV_PART)
    parts.push(`\r\n${toCsv(problems.slice(start, start + CSV_PART), columns, { header: false, delimiter })}`);
  parts.push('\r\n');
  return csvFile(parts);
}
