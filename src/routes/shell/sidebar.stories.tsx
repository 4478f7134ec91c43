import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleMenu } from './sample-menu';
import { DARK, RTL, withHtmlAttributes } from '../../components/stories/with-html-attributes';
import { Sidebar } from './sidebar';

/** §2 sidebar in each size (Default, Compact, Small icon) and colour (light, dark, brand, modern). */
const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  args: { menu: sampleMenu, currentPath: '/auth-login-cover', size: 'lg' },
  decorators: [(Story) => <div style={{ display: 'flex', minHeight: 640, background: 'var(--color-bg)' }}>{Story()}</div>],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = { decorators: [withHtmlAttributes({ 'data-sidebar-size': 'lg', 'data-sidebar': 'light' })] };
export const Compact: Story = { args: { size: 'md' }, decorators: [withHtmlAttributes({ 'data-sidebar-size': 'md', 'data-sidebar': 'light' })] };
export const SmallIcon: Story = { args: { size: 'sm' }, decorators: [withHtmlAttributes({ 'data-sidebar-size': 'sm', 'data-sidebar': 'light' })] };
export const DarkColour: Story = { decorators: [withHtmlAttributes({ 'data-sidebar-size': 'lg', 'data-sidebar': 'dark' })] };
export const BrandColour: Story = { decorators: [withHtmlAttributes({ 'data-sidebar-size': 'lg', 'data-sidebar': 'brand' })] };
export const ModernColour: Story = { decorators: [withHtmlAttributes({ 'data-sidebar-size': 'lg', 'data-sidebar': 'modern' })] };
export const CompactBrand: Story = { args: { size: 'md' }, decorators: [withHtmlAttributes({ 'data-sidebar-size': 'md', 'data-sidebar': 'brand' })] };
export const SmallModern: Story = { args: { size: 'sm' }, decorators: [withHtmlAttributes({ 'data-sidebar-size': 'sm', 'data-sidebar': 'modern' })] };
export const DarkTheme: Story = { decorators: [withHtmlAttributes({ ...DARK, 'data-sidebar-size': 'lg' })] };
export const RightToLeft: Story = { decorators: [withHtmlAttributes({ ...RTL, 'data-sidebar-size': 'lg', 'data-sidebar': 'light' })] };
export const SmallRightToLeft: Story = {
  args: { size: 'sm' },
  decorators: [withHtmlAttributes({ ...RTL, 'data-sidebar-size': 'sm', 'data-sidebar': 'dark' })],
};
