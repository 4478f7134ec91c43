import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { IMPORT_BATCH_SIZE, type ImportField, type ImportProblem, type ImportReason, type ImportResult } from '../domain/record-import';
import type { CheckFileResult, ImportPreview, ProblemsPage } from '../domain/import-preview';
import type { DayMonthOrder } from '../domain/import-dates';
import type { RevertResult } from '../domain/change';

export interface RecordImportContext {
  /** The file chosen, kept to check it again in the order of dates the user chooses. */
  file: File | null;
  fileName: string | null;
  /** The order of day and month the user chose for this file; null: the file tells. */
  dateOrder: DayMonthOrder | null;
  /** Cells of the file that read two ways, shown while the user chooses the order (`choosingOrder`). */
  orderExamples: string[];
  preview: ImportPreview | null;
  /** The page of problems shown (of all, or of one reason); it changes only once the next one is in. */
  problems: ProblemsPage | null;
  /** Columns the chosen file lacks, or `unreadable` when it is no CSV text at all. */
  fileProblem: { missing: ImportField[] } | 'unreadable' | null;
  /** The next batch to send (0-based, of `preview.batchCount`). */
  batch: number;
  added: number;
  present: number;
  /** Rows the server refused while importing (its own checks). */
  refused: ImportProblem[];
  /** Why the file could not be checked, a page of problems not shown, the last batch failed or the undo did (§8 message). */
  error: string | null;
  /** The batch the server keeps the import under (from the first batch's answer), which 'Undo import' takes back. */
  importBatch: { id: string; label: string } | null;
  /** An undo that met records changed since the import: nothing was undone; these are in the way. */
  undoConflicts: RevertResult['conflicts'];
}

export type RecordImportEvent =
  /** A file was chosen or dropped: read and check it (in a worker). */
  | { type: 'import.file'; file: File }
  /** The order of day and month in the file's dates, chosen by the user: check the file again in it. */
  | { type: 'import.dateOrder'; order: DayMonthOrder }
  /** Show a page of the problems, of all or of one reason. */
  | { type: 'import.problems'; reason: ImportReason | null; page: number }
  /** Send the rows to add, in batches. */
  | { type: 'import.confirm' }
  /** Send the batch that failed, and the rest. */
  | { type: 'import.retry' }
  /** Back to choosing a file. */
  | { type: 'import.reset' }
  /** Take the whole import back (done, with rows added). */
  | { type: 'import.undo' };

const empty = {
  preview: null,
  problems: null,
  fileProblem: null,
  batch: 0,
  added: 0,
  present: 0,
  refused: [],
  error: null,
  orderExamples: [],
  importBatch: null,
  undoConflicts: [],
} as const;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Import training records: choose → checking (the `checkFile` actor, a worker) → [choosingOrder,
 * when the file's dates read day first as well as month first and no cell tells: the user picks,
 * the file is checked again in that order] → preview (counts,
 * how dates were read, a page of the problems, filterable by reason; nothing written) → importing
 * (batch after batch of `IMPORT_BATCH_SIZE` rows through `sendBatch`) → done. A failed batch keeps
 * what was imported and waits in `failed` until retried. A file without the needed columns, or no
 * text, is `unreadable` (choose another). The preview asks `problemsPage` for another page; a page
 * that fails to come keeps the one shown and says why.
 * Provide `checkFile` (file → CheckFileResult), `problemsPage` ({ reason, page } → ProblemsPage) and
 * `sendBatch` ({ index } → ImportResult); `imported` runs once at the end when rows were added.
 * Done, 'Undo import' (`import.undo`) takes the whole batch back through `undoBatch` ({ batchId } →
 * RevertResult): undone (`undone` runs, with the rows removed), or, when some of its records changed
 * since, nothing undone and those listed; a failure says why and can be tried again.
 */
export const recordImportMachine = setup({
  types: {} as { context: RecordImportContext; events: RecordImportEvent },
  actors: {
    checkFile: fromPromise<CheckFileResult, { file: File; dateOrder: DayMonthOrder | null }>(() =>
      Promise.reject(new Error('recordImportMachine needs checkFile')),
    ),
    problemsPage: fromPromise<ProblemsPage, { reason: ImportReason | null; page: number }>(() =>
      Promise.reject(new Error('recordImportMachine needs problemsPage')),
    ),
    sendBatch: fromPromise<ImportResult, { index: number }>(() => Promise.reject(new Error('recordImportMachine needs sendBatch'))),
    undoBatch: fromPromise<RevertResult, { batchId: string }>(() => Promise.reject(new Error('recordImportMachine needs undoBatch'))),
  },
  actions: {
    imported: (_, _added: number) => {},
    undone: (_, _removed: number) => {},
    start: assign(({ event }) => {
      const file = event.type === 'import.file' ? event.file : null;
      return { file, fileName: file?.name ?? null, dateOrder: null, ...empty, refused: [], orderExamples: [], undoConflicts: [] };
    }),
  },
  guards: {
    hasRowsToAdd: ({ context }) => (context.preview?.toAdd ?? 0) > 0,
    moreBatches: ({ context }) => context.batch < (context.preview?.batchCount ?? 0),
    canUndo: ({ context }) => context.importBatch !== null && context.added > 0,
  },
}).createMachine({
  id: 'recordImport',
  context: { file: null, fileName: null, dateOrder: null, ...empty, refused: [], orderExamples: [], undoConflicts: [] },
  initial: 'choosing',
  on: {
    'import.reset': { target: '.choosing', actions: 'start', description: 'back to choosing a file' },
  },
  states: {
    choosing: {
      on: { 'import.file': { target: 'checking', actions: 'start', description: 'a file was chosen or dropped: read and check it' } },
    },
    checking: {
      invoke: {
        src: 'checkFile',
        input: ({ context }) => ({ file: context.file!, dateOrder: context.dateOrder }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'preview',
            actions: assign(({ event }) => (event.output.ok ? { preview: event.output.preview, problems: event.output.preview.firstProblems } : {})),
            description: 'checked: the preview shows what would be imported; nothing written',
          },
          {
            guard: ({ event }) => 'dateOrder' in event.output,
            target: 'choosingOrder',
            actions: assign({ orderExamples: ({ event }) => ('dateOrder' in event.output ? event.output.dateOrder.examples : []) }),
            description: 'the dates read day first and month first alike: the user chooses the order',
          },
          {
            target: 'unreadable',
            actions: assign({ fileProblem: ({ event }) => (!event.output.ok && 'missing' in event.output ? { missing: event.output.missing } : 'unreadable') }),
            description: 'the file lacks needed columns or is no CSV text: choose another',
          },
        ],
        // The lookups failed to load (a server fault, told already) or the worker failed: say so, let the user try again.
        onError: {
          target: 'unreadable',
          actions: assign({ error: ({ event }) => message(event.error) }),
          description: 'the file could not be checked: say why, let the user try again',
        },
      },
    },
    unreadable: {
      on: { 'import.file': { target: 'checking', actions: 'start', description: 'another file was chosen: check it' } },
    },
    choosingOrder: {
      on: {
        'import.dateOrder': {
          target: 'checking',
          actions: assign({ dateOrder: ({ event }) => event.order }),
          description: 'the user chose the order of day and month: check the file again in it',
        },
        'import.file': { target: 'checking', actions: 'start', description: 'another file was chosen: check it' },
      },
    },
    preview: {
      initial: 'shown',
      on: {
        'import.confirm': { guard: 'hasRowsToAdd', target: 'importing', description: 'confirmed: the rows to add are sent, in batches' },
        'import.file': { target: 'checking', actions: 'start', description: 'another file was chosen: check it' },
        'import.problems': { target: '.paging', description: 'another page of the problems, of all or of one reason' },
      },
      states: {
        shown: {},
        paging: {
          invoke: {
            src: 'problemsPage',
            input: ({ event }) => {
              assertEvent(event, 'import.problems');
              const { reason, page } = event;
              return { reason, page };
            },
            onDone: {
              target: 'shown',
              actions: assign({ problems: ({ event }) => event.output, error: null }),
              description: 'the page of problems is in: show it',
            },
            onError: {
              target: 'shown',
              actions: assign({ error: ({ event }) => message(event.error) }),
              description: 'the page did not come: keep the one shown and say why',
            },
          },
        },
      },
    },
    importing: {
      entry: assign({ error: null }),
      invoke: {
        src: 'sendBatch',
        input: ({ context }) => ({ index: context.batch }),
        onDone: {
          target: 'sent',
          actions: assign(({ context, event }) => ({
            batch: context.batch + 1,
            added: context.added + event.output.added,
            present: context.present + event.output.present,
            refused: [...context.refused, ...event.output.problems],
            importBatch: event.output.batch,
          })),
          description: 'a batch was sent: count the rows added, already present and refused',
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => message(event.error) }),
          description: 'a batch failed: what was imported stays; wait for a retry',
        },
      },
    },
    sent: {
      always: [
        { guard: 'moreBatches', target: 'importing', description: 'more rows to send: the next batch' },
        { target: 'done', description: 'every batch sent: the import is done' },
      ],
    },
    failed: {
      on: { 'import.retry': { target: 'importing', description: 'retried: the batch that failed is sent, and the rest' } },
    },
    done: {
      entry: { type: 'imported', params: ({ context }) => context.added },
      initial: 'imported',
      states: {
        imported: {
          on: {
            'import.undo': {
              guard: 'canUndo',
              target: 'undoing',
              description: "'Undo import': take every record it added or completed back, as one",
            },
          },
        },
        undoing: {
          entry: assign({ error: null, undoConflicts: [] }),
          invoke: {
            src: 'undoBatch',
            input: ({ context }) => ({ batchId: context.importBatch!.id }),
            onDone: [
              {
                guard: ({ event }) => event.output.conflicts.length > 0,
                target: 'imported',
                actions: assign({ undoConflicts: ({ event }) => event.output.conflicts }),
                description: 'records changed since: nothing was undone; list them',
              },
              {
                target: 'undone',
                actions: { type: 'undone', params: ({ event }) => event.output.changes.length },
                description: 'every record of the import is as it was before it',
              },
            ],
            onError: {
              target: 'imported',
              actions: assign({ error: ({ event }) => message(event.error) }),
              description: 'the undo failed (§8): nothing was undone; it can be tried again',
            },
          },
        },
        undone: {},
      },
    },
  },
});

/** The import as the panel shows it: its step, the preview and the page of problems shown, the progress (rows sent of rows to send) and the outcome. */
export function selectRecordImport(snapshot: SnapshotFrom<typeof recordImportMachine>) {
  const { context } = snapshot;
  const toSend = context.preview?.toAdd ?? 0;
  const steps = ['choosing', 'checking', 'unreadable', 'choosingOrder', 'preview', 'importing', 'failed', 'done'] as const;
  const step = snapshot.matches('sent') ? 'importing' : (steps.find((name) => snapshot.matches(name)) ?? 'choosing');
  return {
    step,
    fileName: context.fileName,
    orderExamples: context.orderExamples,
    preview: context.preview,
    problems: context.problems,
    isPaging: snapshot.matches({ preview: 'paging' }),
    fileProblem: context.fileProblem,
    sent: Math.min(context.batch * IMPORT_BATCH_SIZE, toSend),
    toSend,
    added: context.added,
    present: context.present + (context.preview?.present ?? 0),
    // Rows with a problem in the preview, and rows the server refused on its own check.
    notImported: (context.preview?.invalid ?? 0) + new Set(context.refused.map((problem) => problem.line)).size,
    refused: context.refused,
    error: context.error,
    /** The batch 'Undo import' takes back, while it can. */
    undoable: snapshot.matches({ done: 'imported' }) && context.importBatch !== null && context.added > 0,
    undoing: snapshot.matches({ done: 'undoing' }),
    undone: snapshot.matches({ done: 'undone' }),
    undoConflicts: context.undoConflicts,
  };
}
