import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../public/assets/i18n/en.json';
import { ApiError, ConflictError } from '../../src/api/errors';
import { employeesApi } from '../../src/api/employees';
import { storyData } from '../../src/components/training/story-data';
import { DeactivateEmployeeDialog } from '../../src/routes/employees/deactivate-employee-dialog';
import { useVersionedSubmit } from '../../src/hooks/use-versioned-submit';
import { RecordCompletionForm } from '../../src/routes/employees/record-completion-form';
import { renderWithApp } from '../render';

const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={en}>
    {children}
  </IntlProvider>
);
const conflict = () => new ConflictError('This employee was changed by someone else.');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useVersionedSubmit: a save made from the version the form opened on (§13)', () => {
  it('after a conflict, saving mine goes over the version read then, and a success clears the conflict', async () => {
    const write = vi.fn<(values: string, version: number) => Promise<string>>().mockRejectedValueOnce(conflict()).mockResolvedValueOnce('stored');
    const succeeded = vi.fn();
    const { result } = renderHook(
      () => useVersionedSubmit({ version: 3, write, current: async () => ({ values: 'theirs', version: 4, saved: 'their record' }), succeeded }),
      {
        wrapper,
      },
    );

    act(() => result.current.run('mine'));
    await waitFor(() => expect(result.current.form.conflict?.current).toBe('theirs'));
    expect(result.current.error).toBeNull();
    expect(write).toHaveBeenLastCalledWith('mine', 3);

    act(() => result.current.run('mine'));
    await waitFor(() => expect(succeeded).toHaveBeenCalledWith('stored', 'mine'));
    expect(write).toHaveBeenLastCalledWith('mine', 4);
    expect(result.current.form.conflict).toBeNull();
  });

  it('a save over theirs refused for another reason says that reason, and the next save still goes over their version', async () => {
    const refusal = 'The code EMP-00007 is already used by Laura Chen.';
    const write = vi
      .fn<(values: string, version: number) => Promise<string>>()
      .mockRejectedValueOnce(conflict())
      .mockRejectedValueOnce(new ApiError(refusal, { status: 400, refused: true }))
      .mockResolvedValueOnce('stored');
    const { result } = renderHook(
      () => useVersionedSubmit({ version: 3, write, current: async () => ({ values: 'theirs', version: 4, saved: 'their record' }), succeeded: vi.fn() }),
      { wrapper },
    );

    act(() => result.current.run('mine'));
    await waitFor(() => expect(result.current.form.conflict).not.toBeNull());
    act(() => result.current.run('mine'));
    await waitFor(() => expect(result.current.error).toBe(refusal));
    expect(result.current.form.conflict).toBeNull();

    act(() => result.current.run('mine, changed'));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(3));
    expect(write).toHaveBeenLastCalledWith('mine, changed', 4);
  });

  it('a conflict whose record holds exactly my values was my own write, retried after its answer was lost: reported as saved', async () => {
    const write = vi.fn<(values: { a: number; b: string }, version: number) => Promise<{ name: string }>>().mockRejectedValue(conflict());
    const succeeded = vi.fn();
    const { result } = renderHook(
      () => useVersionedSubmit({ version: 3, write, current: async () => ({ values: { a: 1, b: 'x' }, version: 4, saved: { name: 'stored' } }), succeeded }),
      { wrapper },
    );
    act(() => result.current.run({ b: 'x', a: 1 }));
    await waitFor(() => expect(succeeded).toHaveBeenCalledWith({ name: 'stored' }, { b: 'x', a: 1 }));
    expect(result.current.form.conflict).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it('a record gone by the time it is read again: says it was removed, with nothing to save over, and refreshes the page', async () => {
    const write = vi.fn<(values: string, version: number) => Promise<string>>().mockRejectedValue(conflict());
    const onStale = vi.fn();
    const { result } = renderHook(() => useVersionedSubmit({ version: 3, write, current: async () => null, succeeded: vi.fn(), onStale }), { wrapper });

    act(() => result.current.run('mine'));
    await waitFor(() => expect(result.current.error).toBe('This record was removed by someone else, so there is nothing left to save your changes to.'));
    expect(result.current.form.conflict).toBeNull();
    expect(onStale).toHaveBeenCalledOnce();
  });

  it('a record that can no longer take my values (completed by someone else) is shown, not offered to be saved over, and the page refreshes', async () => {
    const write = vi.fn<(values: string, version: number) => Promise<string>>().mockRejectedValue(conflict());
    const onStale = vi.fn();
    const { result } = renderHook(
      () =>
        useVersionedSubmit({
          version: 3,
          write,
          current: async () => ({ values: 'theirs', version: 4, saved: 'their record', final: true }),
          succeeded: vi.fn(),
          onStale,
        }),
      { wrapper },
    );
    act(() => result.current.run('mine'));
    await waitFor(() => expect(result.current.form.conflict).toMatchObject({ current: 'theirs', final: true }));
    expect(onStale).toHaveBeenCalledOnce();
    expect(result.current.error).toBeNull();
    // A submit meanwhile (Enter in a field) saves nothing and leaves the notice.
    act(() => result.current.run('mine'));
    expect(write).toHaveBeenCalledOnce();
    expect(result.current.form.conflict).toMatchObject({ final: true });
  });
});

describe('Record completion after someone else recorded it (§13)', () => {
  it('shows theirs beside mine, says mine cannot go over it, and offers only Close', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <RecordCompletionForm
        today="2026-11-28"
        onSubmit={vi.fn()}
        onCancel={onCancel}
        defaultValues={{ completionDate: '2026-11-20', score: 70 }}
        conflict={{ current: { completionDate: '2026-11-21', score: 90 }, onDiscard: vi.fn(), final: true }}
      />,
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This training record was changed by someone else.');
    expect(notice).toHaveTextContent('Someone else recorded this completion meanwhile, so yours cannot be saved over it.');
    expect(notice).toHaveTextContent('Nov 21, 2026');
    expect(screen.queryByRole('button', { name: 'Save mine over theirs' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discard mine' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('Deactivate {name}? after someone else saved the employee (§11, §13)', () => {
  it('says so and reloads the employee, so that the next answer is made from the version saved now', async () => {
    const employee = storyData.employees[0]!;
    vi.spyOn(employeesApi, 'update').mockRejectedValue(conflict());
    const onStale = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<DeactivateEmployeeDialog employee={employee} isOpen onClose={vi.fn()} onDeactivated={vi.fn()} onStale={onStale} />);

    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('This employee was changed by someone else.')).toBeInTheDocument();
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
