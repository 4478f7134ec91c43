import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmployeeForm } from './employee-form';
import { STORY_TODAY, storyData, storyOptions } from '../../components/training/story-data';
import { storyText } from '../../components/stories/story-text';

const { id: _id, ...employee } = storyData.employees[0];

const meta = {
  title: 'Training/EmployeeForm',
  component: EmployeeForm,
  args: {
    departments: storyOptions(storyData.departments),
    designations: storyData.designations,
    workCenters: storyOptions(storyData.workCenters),
    today: STORY_TODAY,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof EmployeeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'New employee': empty, active by default, designation waits for a department. */
export const Create: Story = {};
export const Edit: Story = {
  tags: ['visual'],
  args: { employee },
};
export const Inactive: Story = { args: { employee: { ...employee, active: false } } };
export const Saving: Story = { args: { employee, isSubmitting: true } };
/** The server refused: its reason above the buttons, the input kept. */
export const Refused: Story = { args: { employee, submitError: `The code ${employee.code} is already used by Laura Chen.` } };
/** Submitted empty: each field says what it needs. */
export const Invalid: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText(context, 'employeeForm.create') }));
    await expect(await canvas.findByText(storyText(context, 'validation.firstName.required'))).toBeVisible();
  },
};
/**
 * Someone else saved this employee after the form was opened: what is saved now beside what was typed,
 * field by field; the submit button saves the typed values over it, Discard takes theirs.
 */
export const Conflict: Story = {
  args: {
    employee: { ...employee, firstName: 'Lena' },
    conflict: { current: { ...employee, email: 'maria.gonzalez@northwind.example' }, onDiscard: fn() },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(storyText(context, 'conflict.employee'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: storyText(context, 'conflict.saveMine') })).toBeVisible();
  },
};
