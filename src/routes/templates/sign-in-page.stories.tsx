import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignInPage } from './sign-in-page';
import { variantArgTypes } from '../../components/stories/variant-arg-types';

const meta = {
  title: 'Template pages/Sign in',
  component: SignInPage,
  argTypes: variantArgTypes('login'),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = { args: { variant: 'basic' } };
export const Cover: Story = { args: { variant: 'cover' } };
export const Boxed: Story = { args: { variant: 'boxed' } };
export const Modern: Story = { args: { variant: 'modern' } };
