import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ScheduledCalendar, type ScheduledItem } from './scheduled-calendar';
import { STORY_TODAY, storyIndex } from '../../components/training/story-data';

const items: ScheduledItem[] = storyIndex.records
  .filter((row) => row.status === 'scheduled' && row.record.scheduledDate)
  .map(({ record, training, employee }) => ({
    id: record.id,
    date: record.scheduledDate ?? STORY_TODAY,
    title: training.title,
    detail: `${employee.firstName} ${employee.lastName}`,
  }));

const meta = {
  title: 'Training/ScheduledCalendar',
  component: ScheduledCalendar,
  // The day the story data is drawn around: another would leave the list or calendar empty, and free text is no date.
  argTypes: { today: { control: false } },
  args: { items, today: STORY_TODAY, onRetry: fn() },
} satisfies Meta<typeof ScheduledCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { items: [], isLoading: true } };
export const Error: Story = { args: { items: [], error: 'Something went wrong' } };
