import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TrainingSummary } from './training-summary';
import { storyIndex } from '../../components/training/story-data';

/** A training's facts and counts (/trainings/:id) in each state. */
const meta = {
  title: 'Training/Pages/TrainingSummary',
  component: TrainingSummary,
  args: { training: storyIndex.trainings[0], onEdit: fn(), onRetry: fn() },
} satisfies Meta<typeof TrainingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const NeverExpires: Story = { args: { training: storyIndex.trainings.find((row) => row.training.validityMonths === null) } };
export const Loading: Story = { args: { training: null, isLoading: true } };
export const Error: Story = { args: { training: null, error: 'No training with id trn-999.' } };
