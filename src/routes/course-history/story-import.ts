import { IMPORT_BATCH_SIZE, type ImportProblem, type ImportReason } from '../../domain/record-import';
import type { ImportPreview } from '../../domain/import-preview';
import { problemsPage, reasonCounts } from './check-file';

/**
 * A preview as the import worker sends it, built from `problems` (story args and component tests
 * only, never the app): the reasons counted, the first page of problems, no dates read another way
 * unless `dates` says so.
 */
export function previewOf(
  problems: readonly ImportProblem[],
  counts: { total: number; toAdd: number; present: number },
  dates: Partial<ImportPreview['dates']> = {},
): ImportPreview {
  const byReason = new Map<ImportReason, number>();
  for (const problem of problems) byReason.set(problem.reason, (byReason.get(problem.reason) ?? 0) + 1);
  return {
    ...counts,
    invalid: new Set(problems.map((problem) => problem.line)).size,
    reasons: reasonCounts(byReason),
    batchCount: Math.ceil(counts.toAdd / IMPORT_BATCH_SIZE),
    dates: { order: 'mdy', because: 'none', ambiguous: 0, example: null, serial: 0, twoDigitYear: 0, ...dates },
    firstProblems: problemsPage({ problems: [...problems], batches: [] }, null, 1),
  };
}
