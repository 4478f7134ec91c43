/// <reference lib="webworker" />
import { batchRows, checkFile, problemsCsv, problemsPage, type CheckedFile } from './check-file';
import type { ImportAnswer, ImportQuestion } from './import-messages';
import type { ImportProblem } from '../../domain/record-import';

/**
 * The import's reading and checking, off the main thread so the page stays responsive with a
 * million rows. It keeps the checked file (its problems and the rows to add) and answers the page's
 * questions about it (src/routes/course-history/record-import-client.ts): a page of problems, a
 * batch of rows, every problem as a CSV file (with the rows the server refused, once imported).
 * One worker per file.
 */
let checked: CheckedFile = { problems: [], batches: [] };

function answer(question: ImportQuestion): Promise<ImportAnswer> | ImportAnswer {
  switch (question.type) {
    case 'check':
      return checkFile(question.request).then(
        ({ result, checked: file }) => {
          checked = file ?? { problems: [], batches: [] };
          return { id: question.id, type: 'check', result };
        },
        // A rejection here would not reach the page's `onerror`, and the page would wait for good.
        (): ImportAnswer => ({ id: question.id, type: 'check', result: { ok: false, unreadable: true } }),
      );
    case 'problems':
      return { id: question.id, type: 'problems', page: problemsPage(checked, question.reason, question.page) };
    case 'batch':
      return { id: question.id, type: 'batch', rows: batchRows(checked, question.index) };
    case 'download':
      return { id: question.id, type: 'download', file: problemsCsv(withRefused(checked.problems, question.refused), question.labels) };
  }
}

/** The file's problems and the rows the server refused while importing, in the file's order. */
const withRefused = (problems: ImportProblem[], refused: ImportProblem[]) =>
  refused.length === 0 ? problems : [...problems, ...refused].sort((a, b) => a.line - b.line);

self.onmessage = async (event: MessageEvent<ImportQuestion>) => {
  self.postMessage(await answer(event.data));
};
