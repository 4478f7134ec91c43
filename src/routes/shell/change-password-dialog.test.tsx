// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog } from './shell-change-password';
import { renderWithApp } from '../../../tests/render';

/** The dialog as the shell draws it: the modal and the form load on first open. */
async function setup(isSubmitting = false) {
  const handlers = { onSubmit: vi.fn(), onInvalid: vi.fn(), onClose: vi.fn() };
  const user = userEvent.setup();
  const view = renderWithApp(<ChangePasswordDialog isOpen isSubmitting={isSubmitting} {...handlers} />);
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
  // Pasting is as real as typing for these rules and much faster in jsdom.
  const fill = async (label: string, text: string) => {
    await user.click(field(label));
    await user.paste(text);
  };
  return { ...view, ...handlers, user, dialog, field, submit, fill };
}

describe('ChangePasswordDialog (§5 Change Password form)', () => {
  it('marks every field and reports an invalid empty submit', async () => {
    const { field, submit, onInvalid, onSubmit } = await setup();
    await submit();
    await waitFor(() => expect(onInvalid).toHaveBeenCalledOnce());
    expect(onSubmit).not.toHaveBeenCalled();
    for (const label of ['Old Password', 'New Password', 'Confirm Password']) expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter your old password.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a new password.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the new password.')).toBeInTheDocument();
  });

  it.each([
    ['Short1', 'The new password must be 8 to 20 characters long.'],
    ['Abcdefghij1234567890x', 'The new password must be 8 to 20 characters long.'],
    ['lettersonly', 'The new password must contain both letters and numbers.'],
    ['1234567890', 'The new password must contain both letters and numbers.'],
  ])('rejects the new password %j: %s', async (password, message) => {
    const { fill, field, submit, onInvalid } = await setup();
    expect(field('New Password')).toHaveValue('');
    await fill('Old Password', 'Admin@123');
    await fill('New Password', password);
    await fill('Confirm Password', password);
    await submit();
    await waitFor(() => expect(onInvalid).toHaveBeenCalledOnce());
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('rejects an old password over 100 characters', async () => {
    const { fill, submit, onInvalid } = await setup();
    await fill('Old Password', 'x'.repeat(101));
    await submit();
    await waitFor(() => expect(onInvalid).toHaveBeenCalledOnce());
    expect(screen.getByText('The old password can have at most 100 characters.')).toBeInTheDocument();
  });

  it('checks the confirmation against the new password', async () => {
    const { fill, field, submit, onInvalid } = await setup();
    await fill('Old Password', 'Admin@123');
    await fill('New Password', 'Newpass123');
    await fill('Confirm Password', 'Newpass124');
    await submit();
    await waitFor(() => expect(onInvalid).toHaveBeenCalledOnce());
    expect(field('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The confirmation does not match the new password.')).toBeInTheDocument();
  });

  it('submits the three values', async () => {
    const { fill, submit, onSubmit } = await setup();
    await fill('Old Password', 'Admin@123');
    await fill('New Password', 'Newpass123');
    await fill('Confirm Password', 'Newpass123');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ oldPassword: 'Admin@123', newPassword: 'Newpass123', cPassword: 'Newpass123' });
  });

  it('shows and hides each password', async () => {
    const { user, dialog, field } = await setup();
    const toggles = within(dialog).getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(3);
    for (const label of ['Old Password', 'New Password', 'Confirm Password']) expect(field(label)).toHaveAttribute('type', 'password');
    await user.click(toggles[1]!);
    expect(field('New Password')).toHaveAttribute('type', 'text');
    expect(field('Old Password')).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(field('New Password')).toHaveAttribute('type', 'password');
  });

  it("reads 'Please wait', is disabled and cannot be dismissed while submitting", async () => {
    const { user, dialog, onClose } = await setup(true);
    expect(within(dialog).getByRole('button', { name: 'Please wait' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Cancel and on Escape', async () => {
    const { user, dialog, onClose } = await setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal on the field it concerns, as text, and moves the focus there", async () => {
    const handlers = { onSubmit: vi.fn(), onInvalid: vi.fn(), onClose: vi.fn() };
    const { rerender } = renderWithApp(<ChangePasswordDialog isOpen isSubmitting={false} serverError={null} {...handlers} />);
    const serverError = { field: 'oldPassword' as const, message: 'The old password is incorrect.' };
    rerender(<ChangePasswordDialog isOpen isSubmitting={false} serverError={serverError} {...handlers} />);
    const oldPassword = screen.getByLabelText('Old Password');
    await waitFor(() => expect(oldPassword).toHaveAccessibleDescription('The old password is incorrect.'));
    expect(oldPassword).toHaveAttribute('aria-invalid', 'true');
    expect(oldPassword).toHaveFocus();
  });
});
