import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmployeePicker } from './employee-picker';
import { storyIndex } from '../../components/training/story-data';

const items = storyIndex
  .queryEmployees({ searchTerm: 'an', pageSize: 8 })
  .items.map(({ employee }) => ({ id: employee.id, name: `${employee.firstName} ${employee.lastName} · ${employee.code}` }));

/** The course history's employee filter: options come from a server search as the user types. */
const meta = {
  title: 'Training/EmployeePicker',
  component: EmployeePicker,
  args: { label: 'Employee', inputValue: '', onInputChange: fn(), items, selectedKey: null, onSelectionChange: fn() },
} satisfies Meta<typeof EmployeePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { inputValue: items[0]?.name ?? '', selectedKey: items[0]?.id ?? null } };
export const Searching: Story = { args: { inputValue: 'an', items: [], isLoading: true } };
