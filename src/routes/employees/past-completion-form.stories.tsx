import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PastCompletionForm } from './past-completion-form';
import { STORY_TODAY, storyIndex } from '../../components/training/story-data';
import { storyText } from '../../components/stories/story-text';

const trainings = storyIndex.trainings.map(({ training }) => ({ id: training.id, name: `${training.code} · ${training.title}` }));

/** Recording a course the employee took before it was tracked here: no session scheduled first. */
const meta = {
  title: 'Training/PastCompletionForm',
  component: PastCompletionForm,
  args: { trainings, today: STORY_TODAY, earliest: '2019-03-01', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof PastCompletionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Sent empty: each required field says what it needs. */
export const Invalid: Story = {
  play: async (context) => {
    const form = within(context.canvasElement);
    await userEvent.click(form.getByRole('button', { name: storyText(context, 'record.submit') }));
    await expect(await form.findByText(storyText(context, 'validation.training.required'))).toBeVisible();
    await expect(await form.findByText(storyText(context, 'validation.completionDate.required'))).toBeVisible();
  },
};
export const Saving: Story = { args: { isSubmitting: true } };
/** The server has this completion already. */
export const Refused: Story = { args: { submitError: 'Manual Handling completed on 2026-10-01 is already recorded for Laura Adeyemi.' } };
