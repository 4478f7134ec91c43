import type { ImportProblem, ImportReason, ImportRow } from '../../domain/record-import';
import type { CheckFileResult, ProblemsPage } from '../../domain/import-preview';
import type { CheckFileRequest, ProblemLabels } from './check-file';

/** What the page asks the import worker, each question with an id its answer carries back. */
export type ImportQuestion =
  | { id: number; type: 'check'; request: CheckFileRequest }
  | { id: number; type: 'problems'; reason: ImportReason | null; page: number }
  | { id: number; type: 'batch'; index: number }
  | { id: number; type: 'download'; labels: ProblemLabels; refused: ImportProblem[] };

/** The worker's answers, by the question's id. */
export type ImportAnswer =
  | { id: number; type: 'check'; result: CheckFileResult }
  | { id: number; type: 'problems'; page: ProblemsPage }
  | { id: number; type: 'batch'; rows: ImportRow[] }
  | { id: number; type: 'download'; file: Blob };
