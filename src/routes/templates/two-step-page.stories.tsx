import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TwoStepPage } from './two-step-page';
import { variantArgTypes } from '../../components/stories/variant-arg-types';

const meta = {
  title: 'Template pages/Two-step verification',
  component: TwoStepPage,
  argTypes: variantArgTypes('two-steps'),
  parameters: { layout: 'fullscreen' },
  args: { email: 'admin@example.com', onConfirm: fn() },
} satisfies Meta<typeof TwoStepPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = { args: { variant: 'basic' } };
export const Cover: Story = { args: { variant: 'cover' } };
export const Boxed: Story = { args: { variant: 'boxed' } };
export const Modern: Story = { args: { variant: 'modern' } };
