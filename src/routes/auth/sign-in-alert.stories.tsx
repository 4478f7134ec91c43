import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inLoginCard } from '../../components/stories/in-login-card';
import { storyText } from '../../components/stories/story-text';
import { SignInAlert } from './sign-in-alert';

const meta = {
  title: 'Auth/SignInAlert',
  component: SignInAlert,
  decorators: [inLoginCard],
  parameters: { layout: 'fullscreen' },
  args: { message: null },
  // Texts, or none: the Controls panel offers text for them.
  argTypes: { message: { control: 'text' }, detail: { control: 'text' } },
} satisfies Meta<typeof SignInAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any attempt: an empty live region, ready to announce. */
export const NothingYet: Story = {};

/** The server refused the sign-in: its own sentence, as it sent it (shown in the server's language). */
export const Refused: Story = { args: { message: 'Invalid email or password.' } };

/** A network fault: §8's message, and a second line saying which fault it is, in the page's language. */
export const Offline: Story = {
  tags: ['visual'],
  render: (args, context) => <SignInAlert {...args} message={storyText(context, 'error.somethingWentWrong')} detail={storyText(context, 'error.offline')} />,
  play: async (context) => {
    const alert = within(context.canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(storyText(context, 'error.somethingWentWrong'));
    await expect(alert).toHaveTextContent(storyText(context, 'error.offline'));
  },
};

/** The server answers, but not to this address: its allowed origins leave this one out. */
export const RefusedOrigin: Story = {
  render: (args, context) => (
    <SignInAlert {...args} message={storyText(context, 'error.somethingWentWrong')} detail={storyText(context, 'error.refusedOrigin')} />
  ),
};
