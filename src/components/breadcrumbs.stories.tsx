import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './breadcrumbs';
import { DARK, RTL, withHtmlAttributes } from './stories/with-html-attributes';

/** A detail page's trail (§11): links from the dashboard, the page itself last. */
const meta = {
  title: 'Shell/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Dashboard', href: '/' },
      { label: 'Employees', href: '/employees?department=dep-1' },
      { label: 'Laura Adeyemi', href: '/employees/emp-1' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Employee: Story = {};
export const LongTitle: Story = {
  args: {
    items: [
      { label: 'Dashboard', href: '/' },
      { label: 'Trainings', href: '/trainings' },
      { label: 'Working at Heights and Fall Protection for Supervisors (Level 2 Refresher)', href: '/trainings/trn-9' },
    ],
  },
};
export const Dark: Story = { decorators: [withHtmlAttributes(DARK)] };
export const RightToLeft: Story = { decorators: [withHtmlAttributes(RTL)] };
