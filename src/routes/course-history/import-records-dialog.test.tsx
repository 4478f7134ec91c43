// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FormDialog } from '../../components/ui/form-dialog';
import { IMPORT_BATCH_SIZE, type ImportResult } from '../../domain/record-import';
import { ImportRecordsBody } from './import-records-dialog';
import type { ImportSession } from './record-import-client';
import { previewOf } from './story-import';
import { renderWithApp } from '../../../tests/render';

vi.setConfig({ testTimeout: 30_000 });

// jsdom runs no Web Worker and the test no server: the checked file and the batches are scripted.
const fake = vi.hoisted(() => ({
  sessions: [] as { close: () => void }[],
  /** Holds the check until it resolves. */
  checked: (): Promise<void> => Promise.resolve(),
  importRecords: (): Promise<unknown> => Promise.resolve(),
}));
vi.mock('./record-import-client', () => ({
  openImportSession: async (): Promise<ImportSession> => {
    await fake.checked();
    const session: ImportSession = {
      result: { ok: true, preview: previewOf([], { total: 2 * IMPORT_BATCH_SIZE, toAdd: 2 * IMPORT_BATCH_SIZE, present: 0 }) },
      problems: () => Promise.reject(new Error('no problems')),
      batch: () => Promise.resolve([]),
      download: () => Promise.reject(new Error('no problems')),
      close: vi.fn(),
    };
    fake.sessions.push(session);
    return session;
  },
}));
vi.mock('../../api/reference', () => ({ employeeApi: { list: () => Promise.resolve([]) }, trainingCatalogApi: { list: () => Promise.resolve([]) } }));
vi.mock('../../api/records', () => ({ recordsApi: { exportAll: () => Promise.resolve([]), importRows: () => fake.importRecords() } }));

/** The course history's wiring: the body in a `FormDialog` that cannot be dismissed while it reports busy. */
function ImportOnPage({ onImported }: { onImported: (added: number) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Import
      </button>
      <FormDialog title="Import training records" isOpen={open} isDismissable={!busy} onOpenChange={(isOpen) => !isOpen && setOpen(false)}>
        <ImportRecordsBody onClose={() => setOpen(false)} onBusyChange={setBusy} onImported={onImported} />
      </FormDialog>
    </>
  );
}

async function setup() {
  const user = userEvent.setup();
  const onImported = vi.fn();
  renderWithApp(<ImportOnPage onImported={onImported} />);
  const trigger = screen.getByRole('button', { name: 'Import' });
  const open = async () => {
    await user.click(trigger);
    return screen.findByRole('dialog', { name: 'Import training records' });
  };
  const chooseFile = async (dialog: HTMLElement) => {
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'records.csv', { type: 'text/csv' }));
    return within(dialog).findByRole('button', { name: /^Import 2,000 records$/ });
  };
  return { user, onImported, trigger, open, chooseFile };
}

beforeEach(() => {
  fake.sessions.length = 0;
  fake.checked = () => Promise.resolve();
});

describe('Import training records (the course history dialog)', () => {
  it('cannot be dismissed while batches are on their way; closed after a failed batch, it reports the rows that went in, ends the file and starts afresh', async () => {
    const { user, onImported, trigger, open, chooseFile } = await setup();
    let failSecond: (error: Error) => void = () => {};
    const batches: ImportResult[] = [{ added: 1000, present: 0, problems: [], batch: { id: 'import-1-b', label: 'history.csv' } }];
    fake.importRecords = () => (batches.length ? Promise.resolve(batches.shift()) : new Promise((_, reject) => (failSecond = reject)));
    const dialog = await open();
    await user.click(await chooseFile(dialog));
    await within(dialog).findByText('1,000 of 2,000 rows sent');
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    failSecond(new Error('Something went wrong'));
    await within(dialog).findByText('Importing stopped after 1,000 records.');
    expect(onImported).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(onImported).toHaveBeenCalledExactlyOnceWith(1000);
    expect(fake.sessions[0]!.close).toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    const again = await open();
    expect(within(again).getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
  });

  it('Cancel closes without reporting anything and returns the focus', async () => {
    const { user, onImported, trigger, open, chooseFile } = await setup();
    const dialog = await open();
    await chooseFile(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Choose another file' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(onImported).not.toHaveBeenCalled();
    expect(fake.sessions[0]!.close).toHaveBeenCalled();
    // react-aria gives the focus back once the modal has gone, a frame later on a busy machine.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closed while the file is being checked, it ends the worker once the check comes back', async () => {
    const { user, open } = await setup();
    let finishCheck = () => {};
    fake.checked = () => new Promise<void>((resolve) => (finishCheck = resolve));
    const dialog = await open();
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'records.csv', { type: 'text/csv' }));
    await within(dialog).findByText('Checking \u2068records.csv\u2069…');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    finishCheck();
    await waitFor(() => expect(fake.sessions[0]?.close).toHaveBeenCalled());
  });
});
