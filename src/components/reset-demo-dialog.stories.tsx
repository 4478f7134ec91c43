import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyText } from './stories/story-text';
import { ResetDemoDialog } from './reset-demo-dialog';

const meta = {
  title: 'Fake backend/ResetDemoDialog',
  component: ResetDemoDialog,
  args: { isOpen: true, onClose: fn(), onReset: fn() },
} satisfies Meta<typeof ResetDemoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Reset demo data?': what is lost and what stays, Cancel focused; nothing happens until the user answers. */
export const Asking: Story = {
  play: async (context) => {
    // The dialog's code loads on first open; Cancel takes the focus once it shows.
    const cancel = await screen.findByRole('button', { name: storyText(context, 'common.cancel') });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(screen.getByRole('alertdialog', { name: storyText(context, 'mock.resetTitle') })).toHaveTextContent(storyText(context, 'mock.resetText'));
    await expect(context.args.onReset).not.toHaveBeenCalled();
  },
};
