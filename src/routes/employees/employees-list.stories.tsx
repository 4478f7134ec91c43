import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EmployeesList } from './employees-list';
import { storyData, storyIndex, storyListControls, storyOptions } from '../../components/training/story-data';

const page = storyIndex.queryEmployees({});

/** The /employees page's list in each state. */
const meta = {
  title: 'Training/Pages/EmployeesList',
  component: EmployeesList,
  args: {
    ...storyListControls(page.totalCount),
    rows: page.items,
    options: {
      departments: storyOptions(storyData.departments),
      designations: storyOptions(storyData.designations),
      workCenters: storyOptions(storyData.workCenters),
    },
    employeeLink: (id) => ({ href: `/employees/${id}` }),
    listExport: { onExport: fn(), exporting: null, error: null },
  },
  // The saved views are the page's (they call the server): a list's stories show it without them.
  argTypes: { views: { control: false } },
} satisfies Meta<typeof EmployeesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { tags: ['visual'] };
/** Filtered by a department and status, sorted by hire date, newest first. */
export const Filtered: Story = {
  args: (() => {
    const filtered = storyIndex.queryEmployees({ whereClause: 'department=dep-1&status=expired&sort=hireDate&order=desc' });
    return {
      ...storyListControls(filtered.totalCount, { filters: { department: 'dep-1', status: 'expired' }, sort: { column: 'hireDate', direction: 'descending' } }),
      rows: filtered.items,
    };
  })(),
};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const NoMatch: Story = { args: { rows: [], total: 0, search: 'zzz' } };
export const Loading: Story = { args: { rows: [], total: null, isLoading: true } };
export const Error: Story = { args: { rows: [], total: null, error: 'Internal Server Error: the data service is unavailable.' } };
/** The next page loading: the current rows stay, dimmed under a progress bar. */
export const Refreshing: Story = { args: { isLoading: true } };
/** Just exported: the file's name and the start of its SHA-256 under the export bar, for an auditor to check a copy. */
export const Exported: Story = {
  args: { listExport: { onExport: fn(), exporting: null, error: null, exported: { fileName: 'employees-2026-12-06.csv', hash: '3f1c2a9b8e7d' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3f1c2a9b8e7d').closest('[role=status]')).toHaveTextContent(/employees-2026-12-06\.csv/);
  },
};
