import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerifyEmailPage } from './verify-email-page';
import { variantArgTypes } from '../../components/stories/variant-arg-types';

const meta = {
  title: 'Template pages/Verify email',
  component: VerifyEmailPage,
  argTypes: variantArgTypes('verify-email'),
  parameters: { layout: 'fullscreen' },
  args: { email: 'admin@example.com' },
} satisfies Meta<typeof VerifyEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = { args: { variant: 'basic' } };
export const Cover: Story = { args: { variant: 'cover' } };
export const Modern: Story = { args: { variant: 'modern' } };
