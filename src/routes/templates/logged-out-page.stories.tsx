import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoggedOutPage } from './logged-out-page';
import { variantArgTypes } from '../../components/stories/variant-arg-types';

const meta = {
  title: 'Template pages/Logged out',
  component: LoggedOutPage,
  argTypes: variantArgTypes('logout'),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoggedOutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = { args: { variant: 'basic' } };
export const Cover: Story = { args: { variant: 'cover' } };
export const Boxed: Story = { args: { variant: 'boxed' } };
export const Modern: Story = { args: { variant: 'modern' } };
