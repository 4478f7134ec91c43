import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { previewOf as preview } from '../../src/routes/course-history/story-import';
import { IMPORT_BATCH_SIZE, type ImportProblem, type ImportReason, type ImportResult, type ImportRow } from '../../src/domain/record-import';
import { recordImportMachine, selectRecordImport } from '../../src/machines/record-import.machine';
import type { CheckFileResult, ProblemsPage } from '../../src/domain/import-preview';
import type { Change, RevertResult } from '../../src/domain/change';

const rows = (count: number): ImportRow[] =>
  Array.from({ length: count }, (_, index) => ({
    line: index + 2,
    employeeCode: 'EMP-1',
    trainingCode: 'FS-101',
    scheduledDate: '',
    completionDate: '2026-01-01',
    expiryDate: '',
    score: '',
  }));
const file = new File(['csv'], 'history.csv', { type: 'text/csv' });
const problem: ImportProblem = { line: 99, field: 'score', reason: 'invalidScore', value: '101' };
const previewOf = (count: number): CheckFileResult => ({ ok: true, preview: preview([problem], { total: count + 3, toAdd: count, present: 2 }) });

/** The machine with fakes: the rows to add are `count` rows of the preview, sent a batch at a time by index. */
const batch = { id: 'import-1-b1', label: 'history.csv' };

function start(
  check: CheckFileResult,
  send: (rows: ImportRow[]) => Promise<Omit<ImportResult, 'batch'>>,
  pages: (reason: ImportReason | null, page: number) => Promise<ProblemsPage> = () => Promise.reject(new Error('no pages')),
  undo: (batchId: string) => Promise<RevertResult> = () => Promise.reject(new Error('no undo')),
) {
  const imported = vi.fn();
  const undone = vi.fn();
  const all = rows(check.ok ? check.preview.toAdd : 0);
  const sendBatch = vi.fn(async ({ input }: { input: { index: number } }) => ({
    ...(await send(all.slice(input.index * IMPORT_BATCH_SIZE, (input.index + 1) * IMPORT_BATCH_SIZE))),
    batch,
  }));
  const actor = createActor(
    recordImportMachine.provide({
      actors: {
        checkFile: fromPromise(async () => check),
        sendBatch: fromPromise(sendBatch),
        problemsPage: fromPromise(({ input }) => pages(input.reason, input.page)),
        undoBatch: fromPromise(({ input }) => undo(input.batchId)),
      },
      actions: { imported: (_, added) => imported(added), undone: (_, removed) => undone(removed) },
    }),
  ).start();
  return { actor, imported, undone, sendBatch, view: () => selectRecordImport(actor.getSnapshot()) };
}

describe('recordImportMachine', () => {
  it("asks for the order of the file's dates when the check cannot tell, then checks the same file again in the order chosen; another file starts afresh", async () => {
    const checks: { file: File; dateOrder: string | null }[] = [];
    const actor = createActor(
      recordImportMachine.provide({
        actors: {
          checkFile: fromPromise(async ({ input }) => {
            checks.push(input);
            return input.dateOrder ? previewOf(1) : { ok: false as const, dateOrder: { examples: ['01/10/2026'] } };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'import.file', file });
    await waitFor(actor, (snapshot) => snapshot.matches('choosingOrder'));
    expect(selectRecordImport(actor.getSnapshot())).toMatchObject({ step: 'choosingOrder', orderExamples: ['01/10/2026'], preview: null });
    actor.send({ type: 'import.confirm' });
    expect(actor.getSnapshot().matches('choosingOrder')).toBe(true);
    actor.send({ type: 'import.dateOrder', order: 'dmy' });
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    expect(checks).toEqual([
      { file, dateOrder: null },
      { file, dateOrder: 'dmy' },
    ]);
    const other = new File(['csv'], 'other.csv');
    actor.send({ type: 'import.file', file: other });
    await waitFor(actor, (snapshot) => snapshot.matches('choosingOrder'));
    expect(checks.at(-1)).toEqual({ file: other, dateOrder: null });
  });

  it('counts as not imported the rows with a problem and the rows the server refused', async () => {
    const { actor, view } = start(previewOf(2), async () => ({
      added: 1,
      present: 0,
      problems: [
        { ...problem, line: 3 },
        { ...problem, line: 3, field: 'expiryDate' },
      ],
    }));
    actor.send({ type: 'import.file', file });
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(view()).toMatchObject({ added: 1, present: 2, notImported: 2 });
  });

  it('shows the first page of problems, then the page asked for once it is in; a page that fails keeps the one shown', async () => {
    const second: ProblemsPage = { reason: 'invalidScore', page: 2, total: 150, problems: [{ ...problem, line: 200 }] };
    let fail = false;
    const { actor, view } = start(
      previewOf(1),
      async () => ({ added: 1, present: 0, problems: [] }),
      async () => {
        if (fail) throw new Error('The import stopped.');
        return second;
      },
    );
    actor.send({ type: 'import.file', file });
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    expect(view().problems).toMatchObject({ page: 1, problems: [problem] });
    actor.send({ type: 'import.problems', reason: 'invalidScore', page: 2 });
    expect(view()).toMatchObject({ step: 'preview', isPaging: true, problems: { page: 1 } });
    await waitFor(actor, (snapshot) => snapshot.matches({ preview: 'shown' }));
    expect(view()).toMatchObject({ isPaging: false, problems: second, error: null });
    fail = true;
    actor.send({ type: 'import.problems', reason: null, page: 3 });
    await waitFor(actor, (snapshot) => snapshot.matches({ preview: 'shown' }));
    expect(view()).toMatchObject({ problems: second, error: 'The import stopped.' });
  });

  it('checks a file into a preview and writes nothing until confirmed', async () => {
    const { actor, sendBatch, view } = start(previewOf(3), async () => ({ added: 3, present: 0, problems: [] }));
    actor.send({ type: 'import.file', file });
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    expect(view()).toMatchObject({ step: 'preview', fileName: 'history.csv', toSend: 3, present: 2 });
    expect(sendBatch).not.toHaveBeenCalled();
  });

  it('sends the rows in batches, one after the other, then tells once how many were added', async () => {
    const count = IMPORT_BATCH_SIZE * 2 + 5;
    const { actor, imported, sendBatch, view } = start(previewOf(count), async (batch) => ({ added: batch.length - 1, present: 1, problems: [] }));
    actor.send({ type: 'import.file', file });
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(sendBatch.mock.calls.map(([{ input }]) => input.index)).toEqual([0, 1, 2]);
    expect(view()).toMatchObject({ step: 'done', sent: count, added: count - 3, present: 2 + 3 });
    expect(imported.mock.calls).toEqual([[count - 3]]);
  });

  it('a failed batch keeps what was imported, says why, and a retry sends that batch and the rest', async () => {
    let calls = 0;
    const { actor, sendBatch, view } = start(previewOf(IMPORT_BATCH_SIZE + 1), async (batch) => {
      calls += 1;
      if (calls === 2) throw new Error('Something went wrong');
      return { added: batch.length, present: 0, problems: [] };
    });
    actor.send({ type: 'import.file', file });
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(view()).toMatchObject({ step: 'failed', added: IMPORT_BATCH_SIZE, sent: IMPORT_BATCH_SIZE, error: 'Something went wrong' });
    actor.send({ type: 'import.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(sendBatch).toHaveBeenCalledTimes(3);
    expect(view()).toMatchObject({ added: IMPORT_BATCH_SIZE + 1, error: null });
  });

  it('a file without the needed columns is unreadable; another file can be chosen; nothing to add cannot be confirmed', async () => {
    const { actor, view } = start({ ok: false, missing: ['employeeCode'] }, async () => ({ added: 0, present: 0, problems: [] }));
    actor.send({ type: 'import.file', file });
    await waitFor(actor, (snapshot) => snapshot.matches('unreadable'));
    expect(view().fileProblem).toEqual({ missing: ['employeeCode'] });

    const failing = createActor(
      recordImportMachine.provide({ actors: { checkFile: fromPromise(() => Promise.reject(new Error('Something went wrong'))) } }),
    ).start();
    failing.send({ type: 'import.file', file });
    await waitFor(failing, (snapshot) => snapshot.matches('unreadable'));
    expect(selectRecordImport(failing.getSnapshot())).toMatchObject({ fileProblem: null, error: 'Something went wrong' });

    const other = start(previewOf(0), async () => ({ added: 0, present: 0, problems: [] }));
    other.actor.send({ type: 'import.file', file });
    await waitFor(other.actor, (snapshot) => snapshot.matches('preview'));
    other.actor.send({ type: 'import.confirm' });
    expect(other.view().step).toBe('preview');
    other.actor.send({ type: 'import.reset' });
    expect(other.view()).toMatchObject({ step: 'choosing', fileName: null, preview: null });
  });

  it('the server refusing rows it checks again lists them in the outcome', async () => {
    const { actor, view } = start(previewOf(2), async () => ({
      added: 1,
      present: 0,
      problems: [{ line: 3, field: 'employeeCode', reason: 'unknownEmployee', value: 'EMP-9' }],
    }));
    actor.send({ type: 'import.file', file });
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(view().refused).toEqual([{ line: 3, field: 'employeeCode', reason: 'unknownEmployee', value: 'EMP-9' }]);
  });

  it("'Undo import' takes the batch back once: undone, it tells how many records it took back and offers no second undo", async () => {
    const change = { id: 'chg-9' } as Change;
    const undo = vi.fn(async () => ({ message: '', changes: [change, change], conflicts: [] }));
    const { actor, undone, view } = start(previewOf(2), async () => ({ added: 2, present: 0, problems: [] }), undefined, undo);
    actor.send({ type: 'import.file', file });
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(view()).toMatchObject({ undoable: true, undone: false });
    actor.send({ type: 'import.undo' });
    expect(view()).toMatchObject({ undoing: true, undoable: false });
    await waitFor(actor, (snapshot) => snapshot.matches({ done: 'undone' }));
    expect(undo).toHaveBeenCalledExactlyOnceWith('import-1-b1');
    expect(undone.mock.calls).toEqual([[2]]);
    expect(view()).toMatchObject({ undone: true, undoable: false });
    actor.send({ type: 'import.undo' });
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('an undo that meets records changed since undoes nothing and lists them; a failed one says why and can be tried again', async () => {
    const conflict = { kind: 'record' as const, recordId: 'rec-7', label: 'Ana Lopez · Fire safety', detail: null, changes: [] };
    const outcomes: (() => Promise<RevertResult>)[] = [
      async () => ({ message: 'This training record was changed by someone else since.', changes: [], conflicts: [conflict] }),
      async () => Promise.reject(new Error('Something went wrong')),
    ];
    const { actor, undone, view } = start(
      previewOf(1),
      async () => ({ added: 1, present: 0, problems: [] }),
      undefined,
      () => outcomes.shift()!(),
    );
    actor.send({ type: 'import.file', file });
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    actor.send({ type: 'import.undo' });
    await waitFor(actor, (snapshot) => snapshot.matches({ done: 'imported' }) && snapshot.context.undoConflicts.length > 0);
    expect(view()).toMatchObject({ undoable: true, undoConflicts: [conflict], error: null });
    actor.send({ type: 'import.undo' });
    await waitFor(actor, (snapshot) => snapshot.matches({ done: 'imported' }) && snapshot.context.error !== null);
    expect(view()).toMatchObject({ undoable: true, undoConflicts: [], error: 'Something went wrong' });
    expect(undone).not.toHaveBeenCalled();
  });

  it('offers no undo of an import that added nothing', async () => {
    const { actor, view } = start(previewOf(1), async () => ({ added: 0, present: 1, problems: [] }));
    actor.send({ type: 'import.file', file });
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    actor.send({ type: 'import.undo' });
    expect(view()).toMatchObject({ undoable: false, undoing: false });
  });
});
