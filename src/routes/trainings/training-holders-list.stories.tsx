import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TrainingHoldersList } from './training-holders-list';
import { storyData, storyIndex, storyListControls, storyOptions } from '../../components/training/story-data';

const training = storyIndex.trainings[0].training;
const page = storyIndex.queryRecords({ whereClause: `training=${training.id}&current=true&active=true&sort=employee` });

/** The employees of one training (/trainings/:id) in each state. */
const meta = {
  title: 'Training/Pages/TrainingHoldersList',
  component: TrainingHoldersList,
  args: {
    ...storyListControls(page.totalCount, { sort: { column: 'employee', direction: 'ascending' } }),
    rows: page.items,
    departmentOptions: storyOptions(storyData.departments),
    employeeLink: (id) => ({ href: `/employees/${id}` }),
    listExport: { onExport: fn(), exporting: null, error: null },
  },
  // The saved views are the page's (they call the server): a list's stories show it without them.
  argTypes: { views: { control: false } },
} satisfies Meta<typeof TrainingHoldersList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { rows: [], total: null, isLoading: true } };
export const Error: Story = { args: { rows: [], total: null, error: 'Something went wrong' } };
