import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { DeactivateEmployeeDialog } from './deactivate-employee-dialog';
import { storyData } from '../../components/training/story-data';
import { storyText } from '../../components/stories/story-text';

const meta = {
  title: 'Training/DeactivateEmployeeDialog',
  component: DeactivateEmployeeDialog,
  args: { employee: storyData.employees[0]!, isOpen: true, onClose: fn(), onDeactivated: fn(), onStale: fn() },
} satisfies Meta<typeof DeactivateEmployeeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Deactivate {name}?': what deactivating does, Cancel focused, nothing happens until the user answers. */
export const Asking: Story = {
  tags: ['visual'],
  play: async (context) => {
    // The dialog's code loads on first open; Cancel takes the focus once it shows.
    const cancel = await screen.findByRole('button', { name: storyText(context, 'common.cancel') });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(screen.getByRole('button', { name: storyText(context, 'employee.deactivate') })).toBeEnabled();
    await expect(context.args.onDeactivated).not.toHaveBeenCalled();
  },
};
