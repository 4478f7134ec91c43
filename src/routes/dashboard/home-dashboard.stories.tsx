import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createTrainingIndex } from '../../../mocks/training-index';
import { trainingDashboard } from '../../../mocks/training-stats';
import { HomeDashboard } from './home-dashboard';
import { STORY_TODAY, storyIndex, storyRequired } from '../../components/training/story-data';
import { noStatusCounts } from '../../domain/compliance';

const empty = createTrainingIndex(
  { departments: [], workCenters: [], designations: [], competencies: [], trainingTypes: [], employees: [], trainings: [], records: [] },
  STORY_TODAY,
);

/** Home (/): the dashboard in each state. */
const meta = {
  title: 'Training/Pages/HomeDashboard',
  component: HomeDashboard,
  args: { dashboard: trainingDashboard(storyIndex, storyRequired), employeeHref: (id: string) => `/employees/${id}`, onRetry: fn() },
} satisfies Meta<typeof HomeDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Empty: Story = { args: { dashboard: trainingDashboard(empty, { counts: noStatusCounts(), byDepartment: new Map() }) } };
export const Loading: Story = { args: { dashboard: null, isLoading: true } };
export const Error: Story = { args: { dashboard: null, error: 'Internal Server Error: the data service is unavailable.' } };
