import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyIndex } from '../../components/training/story-data';
import { TrainingForm } from './training-form';
import { storyText } from '../../components/stories/story-text';

const [first] = storyIndex.trainings;
const types = [...new Map(storyIndex.trainings.map(({ type }) => [type.id, { id: type.id, name: type.name }])).values()];
const competencies = [...new Map(storyIndex.trainings.map(({ competency }) => [competency.id, { id: competency.id, name: competency.name }])).values()];
const { id: _id, ...training } = first.training;

const meta = {
  title: 'Training/TrainingForm',
  component: TrainingForm,
  args: { types, competencies, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof TrainingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
/** Created empty: each required field says what it needs, and nothing is sent. */
export const Invalid: Story = {
  play: async (context) => {
    const form = within(context.canvasElement);
    await userEvent.click(form.getByRole('button', { name: storyText(context, 'trainingForm.create') }));
    await expect(await form.findByText(storyText(context, 'validation.trainingCode.required'))).toBeVisible();
    await expect(form.getByText(storyText(context, 'validation.title.required'))).toBeVisible();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Edit: Story = { args: { training } };
export const NeverExpires: Story = { args: { training: { ...training, validityMonths: null } } };
export const Saving: Story = { args: { training, isSubmitting: true } };
export const Error: Story = { args: { training, submitError: 'A training with code FS-101 already exists.' } };
/** Someone else saved this training first: their values beside the typed ones. */
export const Conflict: Story = {
  args: { training: { ...training, durationHours: 6 }, conflict: { current: { ...training, title: `${training.title} (2026)` }, onDiscard: fn() } },
};
