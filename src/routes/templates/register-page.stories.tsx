import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterPage } from './register-page';
import { variantArgTypes } from '../../components/stories/variant-arg-types';

const meta = {
  title: 'Template pages/Register',
  component: RegisterPage,
  argTypes: variantArgTypes('register'),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = { args: { variant: 'basic' } };
export const Cover: Story = { args: { variant: 'cover' } };
export const Boxed: Story = { args: { variant: 'boxed' } };
export const Modern: Story = { args: { variant: 'modern' } };
