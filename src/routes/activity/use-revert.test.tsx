import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../public/assets/i18n/en.json';
import { ApiError } from '../../api/errors';
import type { Change, RevertResult } from '../../domain/change';

const { toast, revert } = vi.hoisted(() => ({
  toast: vi.fn((_message: string, _variant?: string, _options?: unknown) => Promise.resolve(true)),
  revert: vi.fn<(change: Change) => Promise<RevertResult>>(),
}));
vi.mock('../../components/toast', () => ({ toast }));
vi.mock('../../api/changes', () => ({ changesApi: { revert } }));

const { useRevert } = await import('./use-revert');
const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={en}>
    {children}
  </IntlProvider>
);
const change = { id: 'chg-7' } as Change;
const conflict = { changes: [], conflicts: [{ label: 'Alex Morgan', detail: 'Last name', changes: [] }] } as unknown as RevertResult;
const shown = () => toast.mock.calls.map(([message, variant]) => `${variant}: ${message}`);

function setup() {
  const refresh = vi.fn();
  const hook = renderHook(() => useRevert(refresh), { wrapper });
  return { refresh, hook };
}

describe('useRevert (§20)', () => {
  beforeEach(() => {
    toast.mockClear();
    revert.mockReset();
  });

  it('marks the change pending, tells the revert and reads the list again', async () => {
    let answer!: (result: RevertResult) => void;
    revert.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { refresh, hook } = setup();
    let reverted!: Promise<boolean>;
    act(() => void (reverted = hook.result.current.revert(change)));
    expect(hook.result.current.pending).toBe('chg-7');
    await act(async () => answer({ changes: [], conflicts: [] } as unknown as RevertResult));
    expect(await reverted).toBe(true);
    expect(hook.result.current.pending).toBeNull();
    expect(shown()).toEqual([`success: ${en['changes.reverted']}`]);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('keeps the newer changes a refused revert met, until cleared or the next one', async () => {
    revert.mockResolvedValue(conflict);
    const { refresh, hook } = setup();
    await act(async () => expect(await hook.result.current.revert(change)).toBe(false));
    expect(hook.result.current.conflict).toBe(conflict);
    expect(shown()).toEqual([]);
    expect(refresh).toHaveBeenCalledOnce();
    act(() => hook.result.current.clear());
    expect(hook.result.current.conflict).toBeNull();
  });

  it('runs a batch undo under its key with its own toast', async () => {
    const { hook } = setup();
    await act(async () => {
      await hook.result.current.run(
        'batch:b1',
        () => Promise.resolve({ changes: [], conflicts: [] } as unknown as RevertResult),
        'The import of a.csv was undone.',
      );
    });
    expect(shown()).toEqual(['success: The import of a.csv was undone.']);
  });

  it('adds nothing to a fault told already, and says one that was not', async () => {
    const { refresh, hook } = setup();
    revert.mockRejectedValue(new ApiError('Something went wrong', { status: 500, handled: true }));
    await act(async () => expect(await hook.result.current.revert(change)).toBe(false));
    expect(shown()).toEqual([]);
    revert.mockRejectedValue(new ApiError('Permission Denied', { status: 403 }));
    await act(async () => expect(await hook.result.current.revert(change)).toBe(false));
    expect(shown()).toEqual([`error: ${en['error.permissionDenied']}`]);
    expect(refresh).not.toHaveBeenCalled();
    expect(hook.result.current.pending).toBeNull();
  });
});
