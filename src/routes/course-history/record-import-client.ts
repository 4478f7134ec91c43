import type { ImportProblem, ImportReason, ImportRow } from '../../domain/record-import';
import type { CheckFileResult, ProblemsPage } from '../../domain/import-preview';
import type { CheckFileRequest, ProblemLabels } from './check-file';
import type { ImportAnswer, ImportQuestion } from './import-messages';

/** A file being imported: what its check found, and the worker that holds it, for the rest. */
export interface ImportSession {
  result: CheckFileResult;
  /** A page of the problems, all or of one reason. */
  problems(reason: ImportReason | null, page: number): Promise<ProblemsPage>;
  /** The rows of batch `index` to send (0-based). */
  batch(index: number): Promise<ImportRow[]>;
  /** Every problem of the file, and the rows the server `refused` while importing, as a CSV file in the user's words. */
  download(labels: ProblemLabels, refused: ImportProblem[]): Promise<Blob>;
  /** Ends the worker (another file, the dialog closed). */
  close(): void;
}

type Question = ImportQuestion extends infer Q ? (Q extends ImportQuestion ? Omit<Q, 'id'> : never) : never;

/**
 * Reads and checks an import file in a Web Worker (src/routes/course-history/record-import.worker.ts), which then
 * answers questions about it until closed. A worker that fails to start, throws or ends meanwhile
 * fails its questions; a check that fails is `unreadable`.
 */
export function openImportSession(request: CheckFileRequest): Promise<ImportSession> {
  const worker = new Worker(new URL('./record-import.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { resolve: (answer: ImportAnswer) => void; reject: (error: Error) => void }>();
  let next = 0;
  const failAll = () => {
    for (const { reject } of waiting.values()) reject(new Error('The import stopped.'));
    waiting.clear();
  };
  worker.onmessage = (event: MessageEvent<ImportAnswer>) => {
    waiting.get(event.data.id)?.resolve(event.data);
    waiting.delete(event.data.id);
  };
  worker.onerror = failAll;
  const ask = <Type extends ImportAnswer['type']>(question: Question & { type: Type }): Promise<Extract<ImportAnswer, { type: Type }>> =>
    new Promise((resolve, reject) => {
      next += 1;
      waiting.set(next, { resolve: resolve as (answer: ImportAnswer) => void, reject });
      worker.postMessage({ ...question, id: next } as ImportQuestion);
    });
  const close = () => {
    worker.terminate();
    failAll();
  };
  return ask({ type: 'check', request }).then(
    ({ result }) => ({
      result,
      problems: (reason, page) => ask({ type: 'problems', reason, page }).then((answer) => answer.page),
      batch: (index) => ask({ type: 'batch', index }).then((answer) => answer.rows),
      download: (labels, refused) => ask({ type: 'download', labels, refused }).then((answer) => answer.file),
      close,
    }),
    () => {
      close();
      return {
        result: { ok: false, unreadable: true },
        problems: () => Promise.reject(new Error('unreadable')),
        batch: () => Promise.reject(new Error('unreadable')),
        download: () => Promise.reject(new Error('unreadable')),
        close,
      };
    },
  );
}
