import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoggedOut } from './logged-out';

const meta = {
  title: 'Auth/LoggedOut',
  component: LoggedOut,
  parameters: { layout: 'fullscreen' },
  args: { signInHref: '/account-login' },
} satisfies Meta<typeof LoggedOut>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };
