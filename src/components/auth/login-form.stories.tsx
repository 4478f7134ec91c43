import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

/** Shows the form in the card of the login screen (§2), as users see it. */
function LoginCard({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage({ id: 'login.title' })} subtitle={intl.formatMessage({ id: 'login.subtitle' })}>
      {children}
    </AuthCard>
  );
}

const inLoginCard: Decorator = (Story) => (
  <LoginCard>
    <Story />
  </LoginCard>
);

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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Please enter your username or email.')).toBeVisible();
    await expect(canvas.getByText('Please enter your password.')).toBeVisible();
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
