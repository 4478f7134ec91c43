import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DARK, withHtmlAttributes } from '../stories/with-html-attributes';
import { ExpiringTrainingsDialog } from './expiring-trainings-dialog';

/** §4 'Upcoming Expiring Trainings' modal of one employee. */
const meta = {
  title: 'Employees/ExpiringTrainingsDialog',
  component: ExpiringTrainingsDialog,
  args: {
    isOpen: true,
    employeeId: 'EMP-1042',
    employeeName: 'Jordan Lee',
    image: '/assets/images/notifications/jordan-lee.svg',
    trainings: [
      { id: 'n-01', description: 'Forklift Operation certificate expires in 3 days.', timeLabel: '20 seconds ago' },
      { id: 'n-05', description: 'Manual Handling refresher is due in 2 weeks.', timeLabel: '9 hours ago' },
    ],
    onClose: fn(),
  },
} satisfies Meta<typeof ExpiringTrainingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrainings: Story = {};
/** The employee id is known but the notifications about them are not loaded (yet). */
export const NothingKnown: Story = { args: { employeeName: undefined, image: null, trainings: [] } };
export const Dark: Story = { decorators: [withHtmlAttributes(DARK)] };
