import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DeactivateEmployeeDialog } from './deactivate-employee-dialog';
import { storyData } from '../../components/training/story-data';

const meta = {
  title: 'Training/DeactivateEmployeeDialog',
  component: DeactivateEmployeeDialog,
  args: { employee: storyData.employees[0]!, isOpen: true, onClose: fn(), onDeactivated: fn(), onStale: fn() },
} satisfies Meta<typeof DeactivateEmployeeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Deactivate {name}?': what deactivating does, Cancel focused, nothing happens until the user answers. */
export const Asking: Story = {};
