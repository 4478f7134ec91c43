// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationView } from './notification-item';
import { NotificationBell } from './notification-bell';
import type { NotificationDropdownProps } from './notification-dropdown';
import { renderWithApp } from '../../../tests/render';

const items: NotificationView[] = [
  {
    id: 'n-1',
    name: 'Jordan Lee',
    description: 'Forklift Operation expires in 3 days.',
    timeLabel: '20 seconds ago',
    isRead: false,
    image: '/a.svg',
    imageClassName: 'avatar',
  },
  {
    id: 'n-2',
    name: 'Fire Safety Induction',
    description: '12 seats are left.',
    timeLabel: '3 hours ago',
    isRead: true,
    image: '/b.svg',
    imageClassName: 'icon',
  },
];

function setup(props: Partial<NotificationDropdownProps> = {}) {
  const handlers = { onOpenChange: vi.fn(), onSelect: vi.fn(), onRetry: vi.fn() };
  const user = userEvent.setup();
  const view = renderWithApp(<NotificationBell items={items} unreadCount={1} status="ready" viewAllHref="/notification-detail" {...handlers} {...props} />);
  return { ...view, ...handlers, user };
}

describe('NotificationBell (§2 Topbar, §4 Notifications)', () => {
  it('names the bell with the unread count and shows the badge', () => {
    setup({ unreadCount: 5 });
    expect(screen.getByRole('button', { name: 'Notifications, 5 unread' })).toHaveTextContent('5');
  });

  it('has no badge when nothing is unread', () => {
    setup({ unreadCount: 0 });
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveTextContent('');
  });

  it('opens a dialog with name, description, time and unread mark, and reports the opening', async () => {
    const { user, onOpenChange } = setup();
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByText('1 New')).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Jordan Lee');
    expect(rows[0]).toHaveTextContent('Forklift Operation expires in 3 days.');
    expect(rows[0]).toHaveTextContent('20 seconds ago');
    expect(rows[0]).toHaveTextContent('Unread');
    expect(rows[1]).not.toHaveTextContent('Unread');
    expect(within(dialog).getByRole('link', { name: 'View All Notification' })).toHaveAttribute('href', '/notification-detail');
  });

  it('reports the chosen notification and closes', async () => {
    const { user, onSelect } = setup();
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    await user.click(await screen.findByText('Fire Safety Induction'));
    expect(onSelect).toHaveBeenCalledWith('n-2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a loading state', async () => {
    const { user } = setup({ status: 'loading', items: [] });
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading notifications…');
  });

  it('shows a quiet error with a retry (the failure itself is only logged)', async () => {
    const { user, onRetry } = setup({ status: 'error', items: [] });
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(await screen.findByText('Notifications could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says when there are none', async () => {
    const { user } = setup({ items: [], unreadCount: 0 });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("You're all caught up: there are no notifications.")).toBeInTheDocument();
  });
});
