import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckboxField } from './checkbox-field';

const meta: Meta<typeof CheckboxField> = {
  title: 'UI/CheckboxField',
  tags: ['autodocs'],
  component: CheckboxField,
  args: { name: 'rememberMe', label: 'Remember me' },
};
export default meta;
type Story = StoryObj<typeof CheckboxField>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
/** After a submit without the box checked (§5 template sign-in). */
export const Invalid: Story = { args: { isRequired: true, errorMessage: 'Please check the "Remember me" before submitting the form.' } };
