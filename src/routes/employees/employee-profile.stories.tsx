import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmployeeProfile } from './employee-profile';
import { storyIndex } from '../../components/training/story-data';

// An employee with a varied history makes the richest story.
const employee = [...storyIndex.employees].sort((a, b) => b.counts.expired + b.counts.scheduled - (a.counts.expired + a.counts.scheduled))[0];
const history = storyIndex.queryRecords({ whereClause: `employee=${employee.employee.id}`, pageSize: 100 }).items;

const meta = {
  title: 'Training/EmployeeProfile',
  component: EmployeeProfile,
  args: {
    employee,
    history,
    onScheduleTraining: fn(),
    onRecordCompletion: fn(),
    onRenew: fn(),
    onRetry: fn(),
    listExport: { onExport: fn(), exporting: null, error: null },
  },
  // A slot for the page's requirements section (EmployeeRequirements has its own stories): no control can give one.
  argTypes: { requirements: { control: false } },
} satisfies Meta<typeof EmployeeProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Empty: Story = { args: { history: [] } };
/** The history's export failed: its message under the bar, the history still shown. */
export const ExportFailed: Story = { args: { listExport: { onExport: fn(), exporting: null, error: 'Something went wrong' } } };
export const Loading: Story = { args: { employee: null, history: [], isLoading: true } };
export const Error: Story = { args: { employee: null, history: [], error: 'Something went wrong' } };
/** A former employee: nothing to schedule, record or renew. */
export const Inactive: Story = { args: { onScheduleTraining: undefined, onRecordCompletion: undefined, onRenew: undefined } };
