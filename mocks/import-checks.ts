import { createImportChecker, type ImportLookup, type ImportRecord, type ImportRow, type ImportProblem } from '../src/domain/record-import';

/** Rows sorted into those to add, those already there (their lines) and the problems of the rest. */
export interface ImportCheck {
  add: ImportRecord[];
  present: number[];
  problems: ImportProblem[];
}

/** Sorts rows into those to add, those already there (their lines) and the problems of the rest, by {@link createImportChecker}'s rules. */
export function checkImportRows(rows: readonly ImportRow[], lookup: ImportLookup): ImportCheck {
  const check = createImportChecker(lookup);
  const result: ImportCheck = { add: [], present: [], problems: [] };
  for (const row of rows) {
    const outcome = check(row);
    if (outcome.kind === 'add') result.add.push(outcome.record);
    else if (outcome.kind === 'present') result.present.push(row.line);
    else result.problems.push(...outcome.problems);
  }
  return result;
}
