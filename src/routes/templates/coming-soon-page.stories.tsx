import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComingSoonPage } from './coming-soon-page';

const meta = {
  title: 'Status pages/Coming soon',
  component: ComingSoonPage,
  parameters: { layout: 'fullscreen' },
  args: { remaining: { days: 0, hours: 0, minutes: 0, seconds: 10 }, launched: false },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counting: Story = {};
export const LongWait: Story = { args: { remaining: { days: 12, hours: 5, minutes: 42, seconds: 7 } } };
export const Launched: Story = { args: { launched: true } };
