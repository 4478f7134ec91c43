import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { IMPORT_BATCH_SIZE, type ImportResult, type ImportRow } from '../../src/domain/record-import';
import { recordImportMachine, selectRecordImport } from '../../src/machines/record-import.machine';
import type { CheckFileResult } from '../../src/workers/check-file';

const rows = (count: number): ImportRow[] =>
  Array.from({ length: count }, (_, index) => ({ line: index + 2, employeeCode: 'EMP-1', trainingCode: 'FS-101', scheduledDate: '', completionDate: '2026-01-01', expiryDate: '', score: '' }));
const file = new File(['csv'], 'history.csv', { type: 'text/csv' });
const batchesOf = (list: ImportRow[]) => Array.from({ length: Math.ceil(list.length / IMPORT_BATCH_SIZE) }, (_, index) => JSON.stringify(list.slice(index * IMPORT_BATCH_SIZE, (index + 1) * IMPORT_BATCH_SIZE)));
const previewOf = (count: number): CheckFileResult => ({ ok: true, preview: { total: count + 3, toAdd: count, batches: batchesOf(rows(count)), present: 2, problems: [{ line: 99, field: 'score', reason: 'invalidScore', value: '101' }] } });

function start(check: CheckFileResult, send: (rows: ImportRow[]) => Promise<ImportResult>) {
  const imported = vi.fn();
  const sendBatch = vi.fn(({ input }: { input: { rows: ImportRow[] } }) => send(input.rows));
  const actor = createActor(
    recordImportMachine.provide({
      actors: { checkFile: fromPromise(async () => check), sendBatch: fromPromise(sendBatch) },
      actions: { imported: (_, added) => imported(added) },
    }),
  ).start();
  return { actor, imported, sendBatch, view: () => selectRecordImport(actor.getSnapshot()) };
}

describe('recordImportMachine (issue 18)', () => {
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
    expect(sendBatch.mock.calls.map(([{ input }]) => input.rows.length)).toEqual([IMPORT_BATCH_SIZE, IMPORT_BATCH_SIZE, 5]);
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
    const { actor, view } = start(previewOf(2), async () => ({ added: 1, present: 0, problems: [{ line: 3, field: 'employeeCode', reason: 'outsideNode', value: 'EMP-9' }] }));
    actor.send({ type: 'import.file', file });
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(view().refused).toEqual([{ line: 3, field: 'employeeCode', reason: 'outsideNode', value: 'EMP-9' }]);
  });
});
