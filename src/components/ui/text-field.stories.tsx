import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'UI/TextField',
  tags: ['autodocs'],
  component: TextField,
  args: { label: 'Username or email', placeholder: 'Enter username or email', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: {
    label: 'Password',
    placeholder: 'Enter password',
    type: 'password',
    description: 'Password must be at least 8 characters long and contain both letters and numbers.',
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'not an email@', errorMessage: 'Please enter a valid email address.' },
};

/** A password field with the show/hide toggle; the toggle's name says what it will do. */
export const Revealable: Story = {
  args: {
    label: 'Password',
    placeholder: 'Enter password',
    defaultValue: 'Admin@123',
    revealable: { show: 'Show password', hide: 'Hide password' },
  },
};
