import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CourseHistoryList } from './course-history-list';
import { storyData, storyIndex, storyListControls } from '../../components/training/story-data';

const page = storyIndex.queryRecords({});
const employees = storyIndex.queryEmployees({ pageSize: 8 }).items;

/** The employee course history page's list in each state. */
const meta = {
  title: 'Training/Pages/CourseHistoryList',
  component: CourseHistoryList,
  args: {
    ...storyListControls(page.totalCount, { sort: { column: 'date', direction: 'descending' } }),
    rows: page.items,
    trainingOptions: storyData.trainings.map(({ id, code, title }) => ({ id, name: `${code} · ${title}` })),
    employeePicker: {
      inputValue: '',
      onInputChange: fn(),
      items: employees.map(({ employee }) => ({ id: employee.id, name: `${employee.firstName} ${employee.lastName} · ${employee.code}` })),
    },
    listExport: { onExport: fn(), exporting: null, error: null },
    employeeLink: (id) => ({ href: `/employees/${id}` }),
  },
  // The saved views are the page's (they call the server): a list's stories show it without them.
  argTypes: { views: { control: false } },
} satisfies Meta<typeof CourseHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** Expired records of this year, for one employee. */
export const Filtered: Story = {
  args: (() => {
    const employee = storyIndex.employees.find((row) => row.counts.expired > 0)!.employee;
    const filters = { employee: employee.id, status: 'expired', from: '2025-01-01', to: '2026-03-15' };
    const filtered = storyIndex.queryRecords({ whereClause: new URLSearchParams(filters).toString() });
    return {
      ...storyListControls(filtered.totalCount, { filters, sort: { column: 'date', direction: 'descending' } }),
      rows: filtered.items,
      employeePicker: { inputValue: `${employee.firstName} ${employee.lastName} · ${employee.code}`, onInputChange: fn(), items: [] },
    };
  })(),
};
export const Exporting: Story = { args: { listExport: { onExport: fn(), exporting: 'csv', error: null } } };
/** An Excel export on its way: its button says so, CSV waits. */
export const ExportingExcel: Story = { args: { listExport: { onExport: fn(), exporting: 'xlsx', error: null } } };
export const ExportFailed: Story = { args: { listExport: { onExport: fn(), exporting: null, error: 'Something went wrong' } } };
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { rows: [], total: null, isLoading: true } };
export const Error: Story = { args: { rows: [], total: null, error: 'Internal Server Error: the data service is unavailable.' } };
