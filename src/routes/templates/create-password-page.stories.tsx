import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreatePasswordPage } from './create-password-page';
import { variantArgTypes } from '../../components/stories/variant-arg-types';

const meta = {
  title: 'Template pages/Create password',
  component: CreatePasswordPage,
  argTypes: variantArgTypes('create-password'),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CreatePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = { args: { variant: 'basic' } };
export const Cover: Story = { args: { variant: 'cover' } };
export const Boxed: Story = { args: { variant: 'boxed' } };
export const Modern: Story = { args: { variant: 'modern' } };
