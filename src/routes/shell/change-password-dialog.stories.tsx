import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DARK, RTL, withHtmlAttributes } from '../../components/stories/with-html-attributes';
import { ChangePasswordDialog } from './shell-change-password';
import { storyText } from '../../components/stories/story-text';

/** §5 Change Password modal in each state. */
const meta = {
  title: 'Shell/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { isOpen: true, isSubmitting: false, onSubmit: fn(), onInvalid: fn(), onClose: fn() },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The modal and its form load on first open, as in the app.
type Context = Parameters<typeof storyText>[0];
const dialog = async (context: Context) => within(await screen.findByRole('dialog', { name: storyText(context, 'changePassword.title') }));

export const Empty: Story = {
  tags: ['visual'],
  // Its picture is taken once the lazily loaded dialog is on screen, not while its code arrives.
  play: async (context) => {
    await dialog(context);
  },
};

/** An empty submit: every field marked with its message (the app also toasts 'Please fill all required fields.'). */
export const InvalidSubmit: Story = {
  play: async (context) => {
    const modal = await dialog(context);
    await userEvent.click(modal.getByRole('button', { name: storyText(context, 'changePassword.submit') }));
    await expect(await modal.findByText(storyText(context, 'validation.oldPassword.required'))).toBeInTheDocument();
    await expect(context.args.onInvalid).toHaveBeenCalled();
  },
};

/** The rules of §5: too short, and a confirmation that does not match. */
export const RuleViolations: Story = {
  play: async (context) => {
    const modal = await dialog(context);
    await userEvent.type(modal.getByLabelText(storyText(context, 'changePassword.oldPassword')), 'Admin@123');
    await userEvent.type(modal.getByLabelText(storyText(context, 'changePassword.newPassword')), 'short');
    await userEvent.type(modal.getByLabelText(storyText(context, 'changePassword.cPassword')), 'shorter');
    await userEvent.click(modal.getByRole('button', { name: storyText(context, 'changePassword.submit') }));
    await expect(await modal.findByText(storyText(context, 'validation.newPassword.length'))).toBeInTheDocument();
    await expect(modal.getByText(storyText(context, 'validation.cPassword.match'))).toBeInTheDocument();
  },
};

/** Filled in and revealed with the show/hide toggle. */
export const FilledAndShown: Story = {
  play: async (context) => {
    const modal = await dialog(context);
    await userEvent.type(modal.getByLabelText(storyText(context, 'changePassword.oldPassword')), 'Admin@123');
    await userEvent.type(modal.getByLabelText(storyText(context, 'changePassword.newPassword')), 'Newpass123');
    await userEvent.type(modal.getByLabelText(storyText(context, 'changePassword.cPassword')), 'Newpass123');
    await userEvent.click(modal.getAllByRole('button', { name: storyText(context, 'password.show') })[1]!);
    await expect(modal.getByLabelText(storyText(context, 'changePassword.newPassword'))).toHaveAttribute('type', 'text');
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };
export const Dark: Story = { decorators: [withHtmlAttributes(DARK)] };
export const RightToLeft: Story = { decorators: [withHtmlAttributes(RTL)] };
/** The server refused the old password: its message on that field (and in a toast, not shown here). */
export const OldPasswordRefused: Story = { args: { serverError: { field: 'oldPassword', message: 'The old password is incorrect.' } } };
