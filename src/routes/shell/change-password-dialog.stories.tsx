import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DARK, RTL, withHtmlAttributes } from '../../components/stories/with-html-attributes';
import { ChangePasswordDialog } from './shell-change-password';

/** §5 Change Password modal in each state. */
const meta = {
  title: 'Shell/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { isOpen: true, isSubmitting: false, onSubmit: fn(), onInvalid: fn(), onClose: fn() },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The modal and its form load on first open, as in the app.
const dialog = async () => within(await screen.findByRole('dialog', { name: 'Change Password' }));

export const Empty: Story = {};

/** An empty submit: every field marked with its message (the app also toasts 'Please fill all required fields.'). */
export const InvalidSubmit: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Change Password' }));
    await expect(await modal.findByText('Please enter your old password.')).toBeInTheDocument();
    await expect(args.onInvalid).toHaveBeenCalled();
  },
};

/** The rules of §5: too short, and a confirmation that does not match. */
export const RuleViolations: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.type(modal.getByLabelText('Old Password'), 'Admin@123');
    await userEvent.type(modal.getByLabelText('New Password'), 'short');
    await userEvent.type(modal.getByLabelText('Confirm Password'), 'shorter');
    await userEvent.click(modal.getByRole('button', { name: 'Change Password' }));
    await expect(await modal.findByText('The new password must be 8 to 20 characters long.')).toBeInTheDocument();
    await expect(modal.getByText('The confirmation does not match the new password.')).toBeInTheDocument();
  },
};

/** Filled in and revealed with the show/hide toggle. */
export const FilledAndShown: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.type(modal.getByLabelText('Old Password'), 'Admin@123');
    await userEvent.type(modal.getByLabelText('New Password'), 'Newpass123');
    await userEvent.type(modal.getByLabelText('Confirm Password'), 'Newpass123');
    await userEvent.click(modal.getAllByRole('button', { name: 'Show password' })[1]!);
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };
export const Dark: Story = { decorators: [withHtmlAttributes(DARK)] };
export const RightToLeft: Story = { decorators: [withHtmlAttributes(RTL)] };
/** The server refused the old password: its message on that field (and in a toast, not shown here). */
export const OldPasswordRefused: Story = { args: { serverError: { field: 'oldPassword', message: 'The old password is incorrect.' } } };
