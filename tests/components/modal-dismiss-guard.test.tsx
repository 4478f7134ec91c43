import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDismissGuard } from '../../src/components/ui/dismiss-guard';
import { ModalDialog } from '../../src/components/ui/modal-dialog';
import { renderWithApp } from '../render';

/** A form that says it holds unsaved typing, with a Cancel that asks the modal to close. */
function DirtyForm({ discard }: { discard: () => void }) {
  const guard = useDismissGuard();
  useEffect(() => guard?.register({ isDirty: () => true, discard }), [guard, discard]);
  return <button onClick={() => guard?.requestClose()}>Cancel</button>;
}

describe('ModalDialog asks before unsaved typing is discarded', () => {
  it('Escape and Cancel ask; Keep editing stays; Discard removes the draft and closes; a modal closed while asking does not ask again', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const discard = vi.fn();
    const dialog = (isOpen: boolean) => (
      <ModalDialog title="Edit employee" isOpen={isOpen} onOpenChange={onOpenChange}>
        <DirtyForm discard={discard} />
      </ModalDialog>
    );
    const { rerender } = renderWithApp(dialog(true));
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alert');
    expect(question).toHaveTextContent('Discard what you typed in this form?');
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(discard).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    rerender(dialog(false));
    rerender(dialog(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
