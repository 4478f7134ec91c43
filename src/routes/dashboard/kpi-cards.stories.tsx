import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { trainingKpis } from '../../../mocks/training-stats';
import { KpiCards } from './kpi-cards';
import { storyIndex, storyRequired } from '../../components/training/story-data';

const meta = {
  title: 'Training/KpiCards',
  component: KpiCards,
  args: { kpis: trainingKpis(storyIndex, storyRequired.counts), onRetry: fn() },
} satisfies Meta<typeof KpiCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Empty: Story = { args: { kpis: { employees: 0, compliance: null, expiring: 0, expired: 0, scheduled: 0 } } };
export const Loading: Story = { args: { kpis: null, isLoading: true } };
export const Error: Story = { args: { kpis: null, error: 'Something went wrong' } };
