import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ScenarioBadge } from './scenario-badge';

const meta = {
  title: 'Fake backend/ScenarioBadge',
  component: ScenarioBadge,
  args: { scenario: 'default', onReset: fn() },
} satisfies Meta<typeof ScenarioBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Demo data, happy path. */
export const Default: Story = {};
/** A fault scenario stands out more. */
export const Forbidden: Story = { args: { scenario: 'forbidden' } };
/** Without a reset (a badge that only informs). */
export const WithoutReset: Story = { args: { onReset: undefined } };
/** On a page for visitors (the landings): it only informs, with nothing in the keyboard order. */
export const Informing: Story = { args: { onReset: undefined, onHide: undefined } };
/** QA set the demo clock (`?today=2027-01-15`): the badge says which day the demo runs on. */
export const WithDemoClock: Story = { args: { today: '2027-01-15' } };
