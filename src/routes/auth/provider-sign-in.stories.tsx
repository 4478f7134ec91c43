import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inLoginCard } from '../../components/stories/in-login-card';
import { ProviderSignIn } from './provider-sign-in';

const meta = {
  title: 'Auth/ProviderSignIn',
  component: ProviderSignIn,
  decorators: [inLoginCard],
  parameters: { layout: 'fullscreen' },
  args: { providerName: 'Contoso Entra ID', isRedirecting: false, onSignIn: fn() },
} satisfies Meta<typeof ProviderSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Sign in with {provider}': one button, no password form. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Contoso Entra ID' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** On the way to the provider: the button waits ('Please wait') and cannot be pressed twice. */
export const Redirecting: Story = {
  args: { isRedirecting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Please wait' })).toBeDisabled();
  },
};

/** No provider name configured: the default wording. */
export const DefaultProviderName: Story = {
  args: { providerName: 'your identity provider' },
};

/** A long provider name wraps inside the button (also at 375 px). */
export const LongProviderName: Story = {
  args: { providerName: 'Northwind Traders Corporate Single Sign-On (Okta Workforce Identity)' },
};
