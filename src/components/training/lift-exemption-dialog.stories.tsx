import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyText } from '../stories/story-text';
import { LiftExemptionDialog } from './lift-exemption-dialog';

const meta = {
  title: 'Compliance/LiftExemptionDialog',
  component: LiftExemptionDialog,
  args: { lifting: { employee: 'Felipe Wang', training: 'Fire Safety Awareness' }, onConfirm: fn(), onCancel: fn(), isSubmitting: false, error: null },
} satisfies Meta<typeof LiftExemptionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What lifting means, asked before it happens; Cancel has the focus. */
export const Asking: Story = {
  play: async (context) => {
    // The dialog loads with its first opening and fades in: wait for it, as a person would.
    const cancel = await screen.findByRole('button', { name: storyText(context, 'common.cancel') });
    await waitFor(() => expect(cancel).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
  },
};

export const Lifting: Story = { args: { isSubmitting: true } };

/** The server refused it (someone lifted it first): said in the dialog, which stays open. */
export const Refused: Story = { args: { error: 'There is no exemption with id exm-2.' } };
