import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Training/StatusBadge',
  component: StatusBadge,
  args: { status: 'valid' },
  argTypes: { status: { control: 'inline-radio', options: ['scheduled', 'valid', 'expiring', 'expired'] } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scheduled: Story = { args: { status: 'scheduled' } };
export const Valid: Story = { args: { status: 'valid' } };
export const Expiring: Story = { args: { status: 'expiring' } };
export const Expired: Story = { args: { status: 'expired' } };
