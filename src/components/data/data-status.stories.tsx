import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataStatus } from './data-status';

const meta = {
  title: 'Data/DataStatus',
  component: DataStatus,
  args: { kind: 'loading' },
} satisfies Meta<typeof DataStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Empty: Story = { args: { kind: 'empty' } };
export const Error: Story = { args: { kind: 'error', message: 'Internal Server Error: the data service is unavailable.', onRetry: () => {} } };
export const ErrorWithoutRetry: Story = { args: { kind: 'error', message: 'Unsupported Department method' } };
