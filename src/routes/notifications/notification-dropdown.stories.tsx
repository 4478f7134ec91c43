import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyText } from '../../components/stories/story-text';
import { DARK, RTL, withHtmlAttributes } from '../../components/stories/with-html-attributes';
import { storyNotifications } from './story-notifications';
import { NotificationBell } from './notification-bell';

// The first ten the fake backend raises from the story data, as the topbar asks for them (§9).
const items = storyNotifications.slice(0, 10);
const unread = storyNotifications.filter((item) => !item.isRead).length;

/** §2 topbar notification dropdown; each story opens it. */
const meta = {
  title: 'Notifications/NotificationDropdown',
  component: NotificationBell,
  args: {
    items,
    unreadCount: unread,
    status: 'ready',
    viewAllHref: '/notification-detail',
    defaultOpen: true,
    onSelect: fn(),
    onRetry: fn(),
    onOpenChange: fn(),
  },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 520, padding: 16 }}>{Story()}</div>],
  // The popover's code loads on first open: the story is what it shows once that is in.
  play: async (context) => {
    const popover = await screen.findByRole('dialog', { name: storyText(context, 'notifications.title') });
    // The popover fades in: visible once its entering animation ends.
    await waitFor(() => expect(popover).toBeVisible());
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
/** §4: just opened: the mark-read call has cleared the badge, and what was unread stays marked new with its 'N New' chip. */
export const UnreadAtOpen: Story = {
  args: { unreadCount: 0, newCount: unread, items: items.map((item) => ({ ...item, isNew: !item.isRead, isRead: true })) },
};
export const UnreadAtOpenDark: Story = { ...UnreadAtOpen, decorators: [withHtmlAttributes(DARK)] };
export const UnreadAtOpenRightToLeft: Story = { ...UnreadAtOpen, decorators: [withHtmlAttributes(RTL)] };
export const AllRead: Story = { args: { unreadCount: 0, items: items.map((item) => ({ ...item, isRead: true })) } };
export const Empty: Story = { args: { items: [], unreadCount: 0 } };
export const Loading: Story = { args: { items: [], unreadCount: 0, status: 'loading' } };
export const Error: Story = { args: { items: [], unreadCount: 0, status: 'error' } };
/** Closed: the bell alone, its badge and name counting the unread. */
export const Closed: Story = {
  args: { defaultOpen: false, unreadCount: 12 },
  play: async (context) => {
    await expect(screen.getByRole('button', { name: storyText(context, 'notifications.button', { count: 12 }) })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
export const Dark: Story = { decorators: [withHtmlAttributes(DARK)] };
export const RightToLeft: Story = { decorators: [withHtmlAttributes(RTL)] };
