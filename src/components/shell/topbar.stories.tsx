import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Topbar } from './topbar';

const meta = {
  title: 'Shell/Topbar',
  component: Topbar,
  parameters: { layout: 'fullscreen' },
  args: {
    userName: 'Alex Morgan',
    sidebarOpen: true,
    onToggleSidebar: fn(),
    onChangePassword: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof Topbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** §2 Topbar: the profile menu offers Change Password and Sign Out. */
export const ProfileMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu of Alex Morgan' }));
    // The menu is portalled to the body, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('menuitem', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
