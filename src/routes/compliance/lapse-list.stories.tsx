import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lapsesOn } from '../../../mocks/compliance-matrix';
import { seedCompliance } from '../../../mocks/fixtures/requirements';
import { lapsesMatching } from '../../domain/compliance-forecast';
import { STORY_TODAY, storyData } from '../../components/training/story-data';
import { storyText } from '../../components/stories/story-text';
import { LapseList } from './lapse-list';

const lapses = lapsesMatching(lapsesOn(storyData, seedCompliance(storyData, STORY_TODAY), STORY_TODAY), { month: null, departmentId: null, trainingId: null });

const meta = {
  title: 'Compliance/LapseList',
  component: LapseList,
  args: {
    title: 'Lapsing in the next 12 months',
    lapses,
    employeeLink: (id: string) => ({ href: `/employees/${id}` }),
    onSchedule: fn(),
    onClose: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LapseList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who lapses, soonest first, with Schedule beside each. */
export const WithSchedule: Story = {
  play: async (context) => {
    const first = lapses[0]!;
    const name = storyText(context, 'forecast.scheduleFor', { training: first.trainingTitle, name: first.employeeName });
    await userEvent.click(within(context.canvasElement).getAllByRole('button', { name })[0]!);
    await expect(context.args.onSchedule).toHaveBeenCalledWith(first);
  },
};

/** A viewer reads the list; there is no Schedule. */
export const ReadOnly: Story = {
  args: { onSchedule: undefined },
  play: async (context) => {
    await expect(within(context.canvasElement).queryByRole('button', { name: new RegExp(storyText(context, 'forecast.schedule')) })).toBeNull();
  },
};

/** Everyone behind the count has been scheduled since. */
export const NothingLeft: Story = {
  args: { lapses: [] },
  play: async (context) => {
    await expect(within(context.canvasElement).getByText(storyText(context, 'forecast.noLapses'))).toBeVisible();
  },
};

export const Loading: Story = { args: { lapses: [], isLoading: true } };
