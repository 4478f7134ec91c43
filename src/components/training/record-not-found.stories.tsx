import type { Meta, StoryObj } from '@storybook/react-vite';
import { DARK, RTL, withHtmlAttributes } from '../stories/with-html-attributes';
import { RecordNotFound } from './record-not-found';

/** A detail page whose record the server answered 404 for: the message and the way back, no retry. */
const meta = {
  title: 'Training/RecordNotFound',
  component: RecordNotFound,
  args: {
    message: 'There is no employee at this address that you can see. The link may be old, or the employee may belong to another part of the organisation.',
    backHref: '/employees',
    backLabel: 'Back to employees',
  },
} satisfies Meta<typeof RecordNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Employee: Story = {};
export const Training: Story = {
  args: {
    message: 'There is no training at this address. The link may be old, or the training may have been removed from the catalogue.',
    backHref: '/trainings',
    backLabel: 'Back to trainings',
  },
};
export const Dark: Story = { decorators: [withHtmlAttributes(DARK)] };
export const RightToLeft: Story = { decorators: [withHtmlAttributes(RTL)] };
