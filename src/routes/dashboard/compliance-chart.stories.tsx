import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { complianceByDepartment } from '../../../mocks/training-stats';
import { ComplianceChart } from './compliance-chart';
import { storyIndex, storyRequired } from '../../components/training/story-data';

const meta = {
  title: 'Training/ComplianceChart',
  component: ComplianceChart,
  args: { departments: complianceByDepartment(storyIndex, storyRequired.byDepartment), onRetry: fn() },
} satisfies Meta<typeof ComplianceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Empty: Story = { args: { departments: [] } };
export const Loading: Story = { args: { departments: [], isLoading: true } };
export const Error: Story = { args: { departments: [], error: 'Something went wrong' } };
