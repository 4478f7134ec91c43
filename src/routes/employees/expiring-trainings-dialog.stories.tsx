import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyText } from '../../components/stories/story-text';
import { DARK, RTL, withHtmlAttributes } from '../../components/stories/with-html-attributes';
import { STORY_TODAY, storyIndex } from '../../components/training/story-data';
import { ExpiringTrainingsDialog } from './expiring-trainings';

// An employee with both expired and expiring trainings on the story day, as a notification would name them.
const employee = storyIndex.employees.find((row) => row.counts.expired > 0 && row.counts.expiring > 0) ?? storyIndex.employees[0];
const rows = storyIndex.queryRecords({
  whereClause: `employee=${employee.employee.id}&current=true&status=expiring&status=expired&sort=expiryDate`,
}).items;

/** §4 'Upcoming Expiring Trainings' modal of one employee, as opened from a notification. */
const meta = {
  title: 'Employees/ExpiringTrainingsDialog',
  component: ExpiringTrainingsDialog,
  args: {
    isOpen: true,
    employeeId: employee.employee.id,
    rows,
    today: STORY_TODAY,
    employeeHref: `/employees/${employee.employee.id}`,
    onClose: fn(),
    onRetry: fn(),
  },
  // The dialog's code loads on first open and it fades in: the story is what shows after.
  play: async (context) => {
    const dialog = await screen.findByRole('dialog', { name: storyText(context, 'expiringTrainings.title') });
    await waitFor(() => expect(dialog).toBeVisible());
  },
} satisfies Meta<typeof ExpiringTrainingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** Their trainings were renewed since the notification: the name comes from the notification. */
export const Empty: Story = { args: { rows: [], employeeName: `${employee.employee.firstName} ${employee.employee.lastName}` } };
export const Loading: Story = { args: { rows: [], isLoading: true } };
export const Error: Story = { args: { rows: [], error: 'Something went wrong' } };
export const Dark: Story = { decorators: [withHtmlAttributes(DARK)] };
export const RightToLeft: Story = { decorators: [withHtmlAttributes(RTL)] };
