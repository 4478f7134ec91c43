import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inLoginCard } from '../../components/stories/in-login-card';
import { ProviderSignIn } from './provider-sign-in';
import { storyText } from '../../components/stories/story-text';

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
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText(context, 'oidc.signInWith', { provider: args.providerName }) }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** On the way to the provider: the button waits ('Please wait') and cannot be pressed twice. */
export const Redirecting: Story = {
  args: { isRedirecting: true },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('button', { name: storyText(context, 'login.pleaseWait') })).toBeDisabled();
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
