import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExemptionForm } from './exemption-form';
import { storyText } from '../../components/stories/story-text';

const meta = {
  title: 'Employees/ExemptionForm',
  component: ExemptionForm,
  args: { onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof ExemptionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the reason is required. */
export const Empty: Story = {};

/** Saved with no reason: the rule's message under the field, nothing sent. */
export const NoReason: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText(context, 'exemption.submit') }));
    await expect(await canvas.findByText(storyText(context, 'validation.reason.required'))).toBeVisible();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A reason typed and saved: sent as typed. */
export const Saved: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: storyText(context, 'exemption.reason') }), 'Certified by the previous employer');
    await userEvent.click(canvas.getByRole('button', { name: storyText(context, 'exemption.submit') }));
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ reason: 'Certified by the previous employer' }, expect.anything());
  },
};

/** The server refused (the employee is exempted already): its reason above the buttons, the input kept. */
export const Refused: Story = { args: { submitError: 'Yusuf Fischer is exempted from requirement req-3 already.' } };

/** While the exemption is saved. */
export const Saving: Story = { args: { isSubmitting: true } };
