import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'UI/Pagination',
  tags: ['autodocs'],
  component: Pagination,
  args: { pageNumber: 5, pageCount: 24, total: 236, pageSize: 10, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const FirstPage: Story = { args: { pageNumber: 1 } };
export const Loading: Story = { args: { isDisabled: true } };
