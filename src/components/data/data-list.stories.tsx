import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataList, type DataColumn } from './data-list';

interface DemoRow {
  id: string;
  name: string;
  email: string;
}

const columns: DataColumn<DemoRow>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'email', header: 'Email', cell: (row) => row.email },
];

const rows: DemoRow[] = [
  { id: '1', name: 'Maya Patel', email: 'maya.patel@example.com' },
  { id: '2', name: 'Liam Nguyen', email: 'liam.nguyen@example.com' },
  { id: '3', name: 'Aisha Okafor', email: 'aisha.okafor@example.com' },
];

const meta = {
  title: 'Data/DataList',
  component: DataList<DemoRow>,
  args: { caption: 'Employees', columns, rows, rowKey: (row: DemoRow) => row.id, loading: false, error: null },
} satisfies Meta<typeof DataList<DemoRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slice has loaded its list. */
export const WithRows: Story = {};

/** The first request is running: a spinner, no table. */
export const Loading: Story = { args: { rows: [], loading: true } };

/** The list came back empty (the `empty` scenario). */
export const Empty: Story = { args: { rows: [] } };

/** The request failed: the stored error and Try again (the `forbidden`, `server-error`, `offline` scenarios). */
export const Error: Story = { args: { rows: [], error: 'Permission Denied', onRetry: () => {} } };

/** A reload is running over rows already shown. */
export const Reloading: Story = { args: { loading: true } };

/** A reload failed: the error above the rows that were already loaded. */
export const ErrorOverRows: Story = { args: { error: 'Something went wrong', onRetry: () => {} } };
