import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScenarioBadge } from './scenario-badge';

const meta = {
  title: 'Fake backend/ScenarioBadge',
  component: ScenarioBadge,
  args: { scenario: 'default' },
} satisfies Meta<typeof ScenarioBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Demo data, happy path. */
export const Default: Story = {};
/** A fault scenario stands out more. */
export const Forbidden: Story = { args: { scenario: 'forbidden' } };
