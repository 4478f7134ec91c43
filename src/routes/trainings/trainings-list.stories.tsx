import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TrainingsList } from './trainings-list';
import { storyData, storyIndex, storyListControls, storyOptions } from '../../components/training/story-data';

const page = storyIndex.queryTrainings({});

/** The /trainings page's list in each state. */
const meta = {
  title: 'Training/Pages/TrainingsList',
  component: TrainingsList,
  args: {
    ...storyListControls(page.totalCount, { sort: { column: 'code', direction: 'ascending' } }),
    rows: page.items,
    options: { types: storyOptions(storyData.trainingTypes), competencies: storyOptions(storyData.competencies) },
    trainingLink: (id) => ({ href: `/trainings/${id}` }),
    listExport: { onExport: fn(), exporting: null, error: null },
  },
  // The saved views are the page's (they call the server): a list's stories show it without them.
  argTypes: { views: { control: false } },
} satisfies Meta<typeof TrainingsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { tags: ['visual'] };
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { rows: [], total: null, isLoading: true } };
export const Error: Story = { args: { rows: [], total: null, error: 'Permission Denied' } };
