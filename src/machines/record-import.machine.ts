import { assign, fromPromise, setup } from 'xstate';
import { IMPORT_BATCH_SIZE, type ImportField, type ImportProblem, type ImportResult, type ImportRow } from '../domain/record-import';
import type { CheckFileResult, ImportPreview } from '../workers/check-file';


export interface RecordImportContext {
  fileName: string | null;
  preview: ImportPreview | null;
  /** Columns the chosen file lacks, or `unreadable` when it is no CSV text at all. */
  fileProblem: { missing: ImportField[] } | 'unreadable' | null;
  /** The next batch to send (index into `preview.batches`). */
  batch: number;
  added: number;
  present: number;
  /** Rows the server refused while importing (its own checks). */
  refused: ImportProblem[];
  /** Why the file could not be checked, or the last batch failed (§8 message); either can be tried again. */
  error: string | null;
}

export type RecordImportEvent =
  /** A file was chosen or dropped: read and check it (in a worker). */
  | { type: 'import.file'; file: File }
  /** Send the rows to add, in batches. */
  | { type: 'import.confirm' }
  /** Send the batch that failed, and the rest. */
  | { type: 'import.retry' }
  /** Back to choosing a file. */
  | { type: 'import.reset' };

const empty = { preview: null, fileProblem: null, batch: 0, added: 0, present: 0, refused: [], error: null } as const;

/**
 * Import training records (issue 18): choose → checking (the `checkFile`
 * actor, a worker) → preview (counts and problems; nothing written) → importing
 * (one `sendBatch` per `IMPORT_BATCH_SIZE` rows, one after the other) → done.
 * A failed batch keeps what was imported and waits in `failed` until retried.
 * A file without the needed columns, or no text, is `unreadable` (choose another).
 * Provide `checkFile` (file → CheckFileResult) and `sendBatch` (rows → ImportResult); `imported` runs once at the end when rows were added.
 */
export const recordImportMachine = setup({
  types: {} as { context: RecordImportContext; events: RecordImportEvent },
  actors: {
    checkFile: fromPromise<CheckFileResult, { file: File }>(() => Promise.reject(new Error('recordImportMachine needs checkFile'))),
    sendBatch: fromPromise<ImportResult, { rows: ImportRow[] }>(() => Promise.reject(new Error('recordImportMachine needs sendBatch'))),
  },
  actions: {
    imported: (_, _added: number) => {},
  },
  guards: {
    hasRowsToAdd: ({ context }) => (context.preview?.toAdd ?? 0) > 0,
    moreBatches: ({ context }) => context.batch < (context.preview?.batches.length ?? 0),
  },
}).createMachine({
  id: 'recordImport',
  context: { fileName: null, ...empty, refused: [] },
  initial: 'choosing',
  on: {
    'import.reset': { target: '.choosing', actions: assign({ fileName: null, ...empty, refused: [] }) },
  },
  states: {
    choosing: {
      on: { 'import.file': { target: 'checking', actions: assign(({ event }) => ({ fileName: event.file.name, ...empty, refused: [] })) } },
    },
    checking: {
      invoke: {
        src: 'checkFile',
        input: ({ event }) => ({ file: (event as { file: File }).file }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'preview', actions: assign({ preview: ({ event }) => (event.output.ok ? event.output.preview : null) }) },
          { target: 'unreadable', actions: assign({ fileProblem: ({ event }) => (!event.output.ok && 'missing' in event.output ? { missing: event.output.missing } : 'unreadable') }) },
        ],
        // The lookups failed to load (a server fault, told already) or the worker failed: say so, let the user try again.
        onError: { target: 'unreadable', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    unreadable: {
      on: { 'import.file': { target: 'checking', actions: assign(({ event }) => ({ fileName: event.file.name, ...empty, refused: [] })) } },
    },
    preview: {
      on: {
        'import.confirm': { guard: 'hasRowsToAdd', target: 'importing' },
        'import.file': { target: 'checking', actions: assign(({ event }) => ({ fileName: event.file.name, ...empty, refused: [] })) },
      },
    },
    importing: {
      entry: assign({ error: null }),
      invoke: {
        src: 'sendBatch',
        input: ({ context }) => ({ rows: JSON.parse(context.preview!.batches[context.batch]!) as ImportRow[] }),
        onDone: {
          target: 'sent',
          actions: assign(({ context, event }) => ({
            batch: context.batch + 1,
            added: context.added + event.output.added,
            present: context.present + event.output.present,
            refused: [...context.refused, ...event.output.problems],
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    sent: {
      always: [{ guard: 'moreBatches', target: 'importing' }, { target: 'done' }],
    },
    failed: {
      on: { 'import.retry': { target: 'importing' } },
    },
    done: {
      entry: { type: 'imported', params: ({ context }) => context.added },
    },
  },
});

/** The import as the panel shows it: its step, the preview, the progress (rows sent of rows to send) and the outcome. */
export function selectRecordImport(snapshot: { value: unknown; context: RecordImportContext }) {
  const { context } = snapshot;
  const toSend = context.preview?.toAdd ?? 0;
  const step = (snapshot.value === 'sent' ? 'importing' : snapshot.value) as 'choosing' | 'checking' | 'unreadable' | 'preview' | 'importing' | 'failed' | 'done';
  return {
    step,
    fileName: context.fileName,
    preview: context.preview,
    fileProblem: context.fileProblem,
    sent: Math.min(context.batch * IMPORT_BATCH_SIZE, toSend),
    toSend,
    added: context.added,
    present: context.present + (context.preview?.present ?? 0),
    refused: context.refused,
    error: context.error,
  };
}
