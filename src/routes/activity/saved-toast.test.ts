import { createIntl } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../public/assets/i18n/en.json';
import { ApiError } from '../../api/errors';
import type { RevertResult } from '../../domain/change';

const { toast, undoSave } = vi.hoisted(() => ({
  toast: vi.fn((_message: string, _variant?: string, _options?: unknown) => Promise.resolve(true)),
  undoSave: vi.fn<() => Promise<RevertResult>>(),
}));
vi.mock('../../components/toast', () => ({ toast }));
vi.mock('../../api/changes', () => ({ changesApi: { undoSave } }));

const { toastSaved } = await import('./saved-toast');
const intl = createIntl({ locale: 'en', messages: en });
const saved = { kind: 'employee', id: 'emp-3', version: 4 } as const;

/** Shows the saved toast, presses its Undo. @returns the toasts Undo showed, and how often `onUndone` ran. */
async function pressUndo() {
  const onUndone = vi.fn();
  toastSaved(intl, 'Employee updated', saved, onUndone);
  const options = toast.mock.calls.at(-1) as unknown as [string, string, { action: { onPress: () => void; label: string; closeLabel: string } }];
  expect(options[0]).toBe('Employee updated');
  expect(options[2].action).toMatchObject({ label: 'Undo', closeLabel: 'Close' });
  toast.mockClear();
  options[2].action.onPress();
  await vi.waitFor(() => expect(undoSave).toHaveBeenCalledWith('employee', 'emp-3', 4));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { shown: toast.mock.calls.map(([message, variant]) => `${variant}: ${message}`), undone: onUndone.mock.calls.length };
}

const result = (fields: Partial<RevertResult>): RevertResult => ({ changes: [], conflicts: [], ...fields }) as RevertResult;

describe("Undo in a save's toast (§20)", () => {
  beforeEach(() => {
    toast.mockClear();
    undoSave.mockReset();
  });

  it('takes the save back and has the page read its record again', async () => {
    undoSave.mockResolvedValue(result({ changes: [{ id: 'chg-9' }] as RevertResult['changes'] }));
    expect(await pressUndo()).toEqual({ shown: [`success: ${en['changes.undone']}`], undone: 1 });
  });

  it('overwrites nothing when the record changed since, and names it', async () => {
    undoSave.mockResolvedValue(result({ conflicts: [{ kind: 'employee', recordId: 'emp-3', label: 'Alex Morgan', detail: null, changes: [] }] }));
    const { shown, undone } = await pressUndo();
    expect(undone).toBe(0);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatch(/^error: .*Alex Morgan/);
  });

  it('says the change is gone when the server found nothing to take back', async () => {
    undoSave.mockResolvedValue(result({}));
    expect(await pressUndo()).toEqual({ shown: [`error: ${en['changes.undoGone']}`], undone: 0 });
    undoSave.mockRejectedValue(new ApiError('Not found', { status: 404 }));
    expect(await pressUndo()).toEqual({ shown: [`error: ${en['changes.undoGone']}`], undone: 0 });
  });

  it('adds nothing to a refusal the app told already', async () => {
    undoSave.mockRejectedValue(new ApiError('Permission Denied', { status: 403, handled: true }));
    expect(await pressUndo()).toEqual({ shown: [], undone: 0 });
  });

  it("says §8's 'Something went wrong' when Undo's code or the network failed", async () => {
    undoSave.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    expect(await pressUndo()).toEqual({ shown: ['error: Something went wrong'], undone: 0 });
  });
});
