import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ExpiringTrainingsList } from './expiring-trainings-list';
import { STORY_TODAY, storyIndex } from './story-data';

const employee = storyIndex.employees.find((row) => row.counts.expired > 0 && row.counts.expiring > 0) ?? storyIndex.employees[0];
const rows = storyIndex.queryRecords({
  whereClause: `employee=${employee.employee.id}&current=true&status=expiring&status=expired&sort=expiryDate`,
}).items;

const meta = {
  title: 'Training/ExpiringTrainingsList',
  component: ExpiringTrainingsList,
  // The day the story data is drawn around: another would leave the list or calendar empty, and free text is no date.
  argTypes: { today: { control: false } },
  args: { rows, today: STORY_TODAY, onRetry: fn() },
} satisfies Meta<typeof ExpiringTrainingsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], isLoading: true } };
export const Error: Story = { args: { rows: [], error: 'Something went wrong' } };

/** The home page's next expirations, across employees, each naming whose it is. */
export const AcrossEmployees: Story = {
  args: { rows: storyIndex.records.filter((row) => row.status === 'expiring').slice(0, 6), employeeHref: (id: string) => `/employees/${id}` },
};
