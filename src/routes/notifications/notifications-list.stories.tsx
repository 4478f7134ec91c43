import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DARK, RTL, withHtmlAttributes } from '../../components/stories/with-html-attributes';
import { storyListControls } from '../../components/training/story-data';
import { NotificationsList } from './notifications-list';
import { storyNotifications } from './story-notifications';

const unreadCount = storyNotifications.filter((item) => !item.isRead).length;

/** /notification-detail's list: page 1 of the notifications the fake backend raises from the story data. */
const meta = {
  title: 'Notifications/NotificationsList',
  component: NotificationsList,
  args: {
    ...storyListControls(storyNotifications.length),
    rows: storyNotifications.slice(0, 10),
    unreadCount,
    onMarkAllRead: fn(),
    onSelect: fn(),
  },
} satisfies Meta<typeof NotificationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Unread: Story = {
  args: { filters: { status: 'unread' }, rows: storyNotifications.filter((item) => !item.isRead).slice(0, 10), total: unreadCount },
};
/** 'New at my last visit': what was unread when the list was last opened, read since, still marked new. */
export const NewAtLastVisit: Story = {
  args: {
    filters: { status: 'new' },
    unreadCount: 0,
    rows: storyNotifications
      .filter((item) => !item.isRead)
      .slice(0, 10)
      .map((item) => ({ ...item, isRead: true, isNew: true })),
    total: unreadCount,
  },
};
/** Both marks side by side: unread rows (dot, tint) and rows read since but new at the last visit (a 'New' label, no tint). */
export const UnreadBesideNew: Story = {
  args: {
    unreadCount: 2,
    rows: storyNotifications.slice(0, 6).map((item, index) => ({ ...item, isRead: index >= 2, isNew: index >= 2 && index < 4 })),
    total: 6,
  },
};
/** 'New at my last visit' when nothing was new. */
export const NothingNewAtLastVisit: Story = { args: { filters: { status: 'new' }, unreadCount: 0, rows: [], total: 0 } };
export const AllRead: Story = { args: { unreadCount: 0, rows: storyNotifications.slice(0, 10).map((item) => ({ ...item, isRead: true })) } };
export const Marking: Story = { args: { isMarking: true } };
export const Empty: Story = { args: { rows: [], total: 0, unreadCount: 0 } };
export const NoMatch: Story = { args: { rows: [], total: 0, search: 'nobody' } };
export const Loading: Story = { args: { rows: [], total: null, isLoading: true } };
export const Error: Story = { args: { rows: [], total: null, error: 'Something went wrong' } };
export const Dark: Story = { decorators: [withHtmlAttributes(DARK)] };
export const RightToLeft: Story = { decorators: [withHtmlAttributes(RTL)] };
