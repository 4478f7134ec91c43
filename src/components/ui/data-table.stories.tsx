import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { EmployeeRow } from '../../domain/training-rows';
import { DataTable, type DataColumn } from './data-table';
import { StatusBadge } from '../training/status-badge';
import { storyIndex } from '../training/story-data';

const columns: DataColumn<EmployeeRow>[] = [
  { id: 'name', header: 'Name', isRowHeader: true, sortable: true, cell: ({ employee }) => `${employee.firstName} ${employee.lastName}` },
  { id: 'code', header: 'Code', sortable: true, cell: ({ employee }) => employee.code },
  { id: 'department', header: 'Department', sortable: true, cell: (row) => row.department.name },
  { id: 'designation', header: 'Designation', sortable: true, cell: (row) => row.designation.name },
  { id: 'workCenter', header: 'Work center', sortable: true, cell: (row) => row.workCenter.name },
  { id: 'status', header: 'Status', sortable: true, cell: (row) => (row.status ? <StatusBadge status={row.status} /> : '—') },
];

const meta = {
  title: 'UI/DataTable',
  tags: ['autodocs'],
  component: DataTable<EmployeeRow>,
  // A function of the row: no control can give one.
  argTypes: { rowLink: { control: false } },
  args: {
    label: 'Employees',
    columns,
    rows: storyIndex.queryEmployees({ pageSize: 10 }).items,
    rowKey: (row: EmployeeRow) => row.employee.id,
    sort: { column: 'name', direction: 'ascending' },
    emptyMessage: 'No employees match these filters.',
    onSortChange: fn(),
    rowLink: (row) => ({ href: `/employees/${row.employee.id}` }),
    onRetry: fn(),
  },
} satisfies Meta<typeof DataTable<EmployeeRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], isLoading: true } };
export const Error: Story = { args: { rows: [], error: 'Something went wrong' } };
/** The next page loading: the rows stay, dimmed under a progress bar. */
export const Refreshing: Story = { args: { isLoading: true } };
export const SortedDescending: Story = { args: { sort: { column: 'workCenter', direction: 'descending' } } };
/** Every column sized: the layout no longer follows the rows (no shift when they arrive). */
export const FixedWidths: Story = {
  args: { columns: columns.map((column, index) => ({ ...column, width: ([14, 8, 12, 12, 11, 9] as const)[index] })) },
};
export const FixedWidthsLoading: Story = { args: { ...FixedWidths.args, rows: [], isLoading: true } };
/** Without a row action the rows are plain text: nothing to press. */
export const ReadOnly: Story = { args: { rowLink: undefined } };
/**
 * On the narrowest phone (300 px): the columns with a fold order go first, then the status, which
 * then shows under the name with the other values rather than squeeze the name to a letter a line.
 */
export const FoldedOnANarrowPhone: Story = {
  args: {
    columns: columns.map((column, index) => ({
      ...column,
      width: ([14, 8, 12, 12, 11, 9] as const)[index],
      foldOrder: column.id === 'status' ? undefined : index,
    })),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
};
