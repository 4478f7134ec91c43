import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { sampleMenu } from './sample-menu';
import { DARK, RTL, withHtmlAttributes } from '../../components/stories/with-html-attributes';
import { ShellLayout } from './shell-layout';

/** §2 shell: sidebar or horizontal menu, topbar, content and footer, in several layouts. */
const meta = {
  title: 'Shell/ShellLayout',
  component: ShellLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    menu: sampleMenu,
    currentPath: '/employees',
    layout: 'vertical',
    sidebar: { viewport: 'desktop', overlayOpen: false, size: 'lg' },
    onToggleSidebar: fn(),
    onCloseOverlay: fn(),
    topbar: { userName: 'Alex Morgan', onChangePassword: fn(), onSignOut: fn() },
    children: (
      <>
        <PageHeader title="Employees" description="Staff and the state of their trainings." />
        <Card title="Trainings">
          <p>Content of the page.</p>
        </Card>
      </>
    ),
  },
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = { tags: ['visual'] };

/** Horizontal layout: the menu is a top bar; what does not fit goes into More. */
export const Horizontal: Story = {
  args: { layout: 'horizontal' },
  decorators: [withHtmlAttributes({ 'data-layout': 'horizontal', 'data-sidebar-size': null })],
};

export const SmallSidebarBrand: Story = {
  args: { sidebar: { viewport: 'desktop', overlayOpen: false, size: 'sm' } },
  decorators: [withHtmlAttributes({ 'data-sidebar-size': 'sm', 'data-sidebar': 'brand', 'data-topbar': 'brand' })],
};

export const BoxedBordered: Story = { decorators: [withHtmlAttributes({ 'data-layout-width': 'boxed', 'data-skin': 'bordered' })] };
export const Dark: Story = { decorators: [withHtmlAttributes(DARK)] };
export const RightToLeft: Story = { decorators: [withHtmlAttributes(RTL)] };

/** Under 768 px: the sidebar as an overlay with a backdrop. */
export const PhoneOverlay: Story = {
  args: { sidebar: { viewport: 'phone', overlayOpen: true, size: 'lg' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
