import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isolate } from '../../domain/bidi';
import { storyText } from '../stories/story-text';
import { AccountChoice } from './account-choice';

const meta = {
  title: 'Auth/AccountChoice',
  component: AccountChoice,
  parameters: { layout: 'fullscreen' },
  args: {
    accounts: [
      { owner: '1', name: 'Alex Morgan', email: 'admin@example.com' },
      { owner: '2', name: 'Maria Keller', email: 'manager@example.com' },
    ],
    onChoose: fn(),
    signInHref: '/account-login?returnUrl=%2Femployees',
  },
} satisfies Meta<typeof AccountChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new tab while two users are signed in in other tabs: it names both and picks neither by itself. */
export const TwoAccounts: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(storyText(context, 'session.choose.continueAs', { name: isolate('Maria Keller') })) }));
    await expect(context.args.onChoose).toHaveBeenCalledWith('2');
    await expect(context.args.onChoose).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: storyText(context, 'session.choose.signInOther') })).toHaveAttribute('href', context.args.signInHref);
  },
};

/** Long names and addresses wrap inside the card, on a phone too. */
export const LongNames: Story = {
  args: {
    accounts: [
      { owner: '1', name: 'Alexandra Konstantinopoulou-Vandenberghe', email: 'alexandra.konstantinopoulou-vandenberghe@operations.example.com' },
      { owner: '2', name: 'manager@example.com', email: 'manager@example.com' },
      { owner: '3', name: 'Priya Shah', email: 'priya.shah@example.com' },
    ],
  },
};
