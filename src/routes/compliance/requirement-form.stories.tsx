import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequirementForm } from './requirement-form';
import { STORY_TODAY, storyData } from '../../components/training/story-data';
import { storyText } from '../../components/stories/story-text';
import { scopeChoices } from './scope-choices';

const trainings = storyData.trainings.map(({ id, code, title }) => ({ id, name: `${code} · ${title}` }));
const scopes = scopeChoices(storyData.departments, storyData.designations, storyData.workCenters);

const meta = {
  title: 'Compliance/RequirementForm',
  component: RequirementForm,
  args: { trainings, scopes, today: STORY_TODAY, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof RequirementForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it opens: everyone, in force from today, 30 days of grace. */
export const Empty: Story = {};

/** Saved without a training and with a grace period that is no whole number of days: each field says why, nothing is sent. */
export const Invalid: Story = {
  play: async (context) => {
    const form = within(context.canvasElement);
    const grace = form.getByRole('textbox', { name: new RegExp(storyText(context, 'requirement.graceDays').replace(/[()]/g, '.')) });
    await userEvent.clear(grace);
    await userEvent.type(grace, '1.5');
    await userEvent.click(form.getByRole('button', { name: storyText(context, 'requirement.submit') }));
    await expect(await form.findByText(storyText(context, 'validation.training.required'))).toBeVisible();
    await expect(form.getByText(storyText(context, 'validation.graceDays.invalid'))).toBeVisible();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Some people only: Everyone unticked, the lists to choose from; none ticked says so under them, and nothing is sent. */
export const SomePeople: Story = {
  play: async (context) => {
    const form = within(context.canvasElement);
    await userEvent.click(form.getByRole('checkbox', { name: storyText(context, 'requirement.ofEveryone') }));
    await expect(form.getByRole('group', { name: storyText(context, 'requirement.designations') })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: storyText(context, 'requirement.submit') }));
    await expect(await form.findByText(storyText(context, 'validation.requirement.scope'))).toBeVisible();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused it: a requirement of that training for those people exists, and it is named. */
export const Duplicate: Story = {
  args: { submitError: 'Fire Safety Awareness is required of these people already (requirement req-1, in force from 2023-03-16).' },
};

export const Saving: Story = { args: { isSubmitting: true } };
