import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inLoginCard } from '../../components/stories/in-login-card';
import { LoginForm } from './login-form';
import { storyText } from '../../components/stories/story-text';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  decorators: [inLoginCard],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onInvalid: fn(), isSubmitting: false },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** §5: Sign In with empty fields shows each field's message and reports the invalid submit. */
export const Invalid: Story = {
  tags: ['visual'],
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText(context, 'login.signIn') }));
    await expect(await canvas.findByText(storyText(context, 'validation.emailOrUsername.required'))).toBeVisible();
    await expect(canvas.getByText(storyText(context, 'validation.password.required'))).toBeVisible();
    await expect(args.onInvalid).toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** §2: while signing in the button reads 'Please wait' and is disabled. */
export const Submitting: Story = {
  args: { isSubmitting: true, defaultValues: { email: 'admin@example.com', password: 'Admin@123' } },
};

/** §2: after a refused sign-in the form keeps what was typed (the route toasts the server's message). */
export const Failed: Story = {
  args: { defaultValues: { email: 'admin@example.com', password: 'wrong-password' } },
};
