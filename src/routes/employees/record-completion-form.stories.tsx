import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RecordCompletionForm } from './record-completion-form';
import { STORY_TODAY } from '../../components/training/story-data';
import { storyText } from '../../components/stories/story-text';

const meta = {
  title: 'Training/RecordCompletionForm',
  component: RecordCompletionForm,
  args: { today: STORY_TODAY, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof RecordCompletionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValues: { completionDate: '2026-03-10', score: 88 } } };
export const Saving: Story = { args: { defaultValues: { completionDate: '2026-03-10', score: 88 }, isSubmitting: true } };
export const Error: Story = { args: { defaultValues: { completionDate: '2026-03-10', score: 88 }, submitError: 'Something went wrong' } };
/** Someone else recorded this completion first: their date and score beside the typed ones. */
export const Conflict: Story = {
  args: { defaultValues: { completionDate: '2026-03-10', score: 88 }, conflict: { current: { completionDate: '2026-03-09', score: 92 }, onDiscard: fn() } },
  play: async (context) => {
    const form = within(context.canvasElement);
    await expect(form.getByText(storyText(context, 'conflict.record'))).toBeVisible();
    await expect(form.getByRole('button', { name: storyText(context, 'conflict.saveMine') })).toBeEnabled();
  },
};
/** The other save left the score empty: that side reads '(empty)'; the date is the same on both sides, so it is not listed. */
export const ConflictWithEmptyScore: Story = {
  args: { defaultValues: { completionDate: '2026-03-10', score: 88 }, conflict: { current: { completionDate: '2026-03-10', score: null }, onDiscard: fn() } },
};
/** Someone else recorded it meanwhile: theirs beside mine, nothing to save over, Close alone. */
export const CompletedBySomeoneElse: Story = {
  args: {
    defaultValues: { completionDate: '2026-03-10', score: 88 },
    conflict: { current: { completionDate: '2026-03-09', score: 92 }, onDiscard: fn(), final: true },
  },
  play: async (context) => {
    const form = within(context.canvasElement);
    await expect(form.getByText(storyText(context, 'conflict.final'))).toBeVisible();
    await expect(form.queryByRole('button', { name: storyText(context, 'conflict.saveMine') })).toBeNull();
  },
};
/** The record was removed meanwhile: said as the save's error. */
export const RecordGone: Story = {
  args: {
    defaultValues: { completionDate: '2026-03-10', score: 88 },
    submitError: 'This record was removed by someone else, so there is nothing left to save your changes to.',
  },
};
