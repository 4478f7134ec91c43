import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FiltersBar } from './filters-bar';
import { storyIndex } from '../training/story-data';

const departments = storyIndex.departments.map(({ id, name }) => ({ id, name }));
const statuses = [
  { id: 'scheduled', name: 'Scheduled' },
  { id: 'valid', name: 'Valid' },
  { id: 'expiring', name: 'Expiring' },
  { id: 'expired', name: 'Expired' },
];

const meta = {
  title: 'UI/FiltersBar',
  tags: ['autodocs'],
  component: FiltersBar,
  args: {
    search: '',
    selects: [
      { key: 'department', label: 'Department', options: departments, value: null },
      { key: 'status', label: 'Status', options: statuses, value: null },
    ],
    onSearchChange: fn(),
    onFilterChange: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof FiltersBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filtered: Story = {
  args: {
    search: 'garcia',
    selects: [
      { key: 'department', label: 'Department', options: departments, value: departments[2].id },
      { key: 'status', label: 'Status', options: statuses, value: 'expired' },
    ],
  },
};
