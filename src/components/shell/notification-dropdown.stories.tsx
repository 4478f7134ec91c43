import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DARK, RTL, withHtmlAttributes } from '../stories/with-html-attributes';
import { NotificationBell } from './notification-bell';
import type { NotificationView } from './notification-dropdown';

const items: NotificationView[] = [
  { id: 'n-01', name: 'Jordan Lee', description: 'Forklift Operation certificate expires in 3 days.', timeLabel: '20 seconds ago', isRead: false, image: '/assets/images/notifications/jordan-lee.svg', imageClassName: 'avatar' },
  { id: 'n-02', name: 'Priya Nair', description: 'First Aid at Work expires in 6 days.', timeLabel: '4 minutes ago', isRead: false, image: '/assets/images/notifications/priya-nair.svg', imageClassName: 'avatar' },
  { id: 'n-03', name: 'Fire Safety Induction', description: 'A new session starts next Monday; 12 seats are left.', timeLabel: '35 minutes ago', isRead: false, image: '/assets/images/notifications/calendar.svg', imageClassName: 'icon' },
  { id: 'n-04', name: 'Marco Rossi', description: 'Working at Heights expired yesterday.', timeLabel: '3 hours ago', isRead: true, image: '/assets/images/notifications/marco-rossi.svg', imageClassName: 'avatar' },
  { id: 'n-06', name: 'GDPR Awareness', description: '8 employees have not started this training yet.', timeLabel: '1 day ago', isRead: true, image: '/assets/images/notifications/alert.svg', imageClassName: 'icon' },
  { id: 'n-09', name: 'Electrical Safety', description: 'The course content was updated to the 2025 standard.', timeLabel: '5 days ago', isRead: true, image: '/assets/images/notifications/info.svg', imageClassName: 'icon' },
];

/** §2 topbar notification dropdown; each story opens it. */
const meta = {
  title: 'Shell/NotificationDropdown',
  component: NotificationBell,
  args: { items, unreadCount: 3, status: 'ready', viewAllHref: '/notification-detail', defaultOpen: true, onSelect: fn(), onRetry: fn(), onOpenChange: fn() },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 520, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
export const AllRead: Story = { args: { unreadCount: 0, items: items.map((item) => ({ ...item, isRead: true })) } };
export const Empty: Story = { args: { items: [], unreadCount: 0 } };
export const Loading: Story = { args: { items: [], unreadCount: 0, status: 'loading' } };
export const Error: Story = { args: { items: [], unreadCount: 0, status: 'error' } };
export const Closed: Story = { args: { defaultOpen: false, unreadCount: 12 } };
export const Dark: Story = { decorators: [withHtmlAttributes(DARK)] };
export const RightToLeft: Story = { decorators: [withHtmlAttributes(RTL)] };
