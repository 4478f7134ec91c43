import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScheduleTrainingForm } from './schedule-training-form';
import { STORY_TODAY, storyIndex } from '../../components/training/story-data';
import { storyText } from '../../components/stories/story-text';

const trainings = storyIndex.trainings.map(({ training }) => ({ id: training.id, name: `${training.code} · ${training.title}` }));

const meta = {
  title: 'Training/ScheduleTrainingForm',
  component: ScheduleTrainingForm,
  args: { trainings, today: STORY_TODAY, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof ScheduleTrainingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Scheduled empty: the training and the date are asked for. */
export const Invalid: Story = {
  play: async (context) => {
    const form = within(context.canvasElement);
    await userEvent.click(form.getByRole('button', { name: storyText(context, 'schedule.submit') }));
    await expect(await form.findByText(storyText(context, 'validation.training.required'))).toBeVisible();
    await expect(form.getByText(storyText(context, 'validation.scheduledDate.required'))).toBeVisible();
  },
};
export const Filled: Story = { args: { defaultValues: { trainingId: trainings[0].id, scheduledDate: '2026-04-02' } } };
export const Saving: Story = { args: { defaultValues: { trainingId: trainings[0].id, scheduledDate: '2026-04-02' }, isSubmitting: true } };
export const Error: Story = { args: { defaultValues: { trainingId: trainings[0].id, scheduledDate: '2026-04-02' }, submitError: 'Something went wrong' } };
