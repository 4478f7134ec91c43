// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExpiringTrainingsDialog } from '../../src/routes/employees/expiring-trainings';
import type { NotificationView } from '../../src/routes/notifications/notification-item';
import { NotificationsList, type NotificationsListProps } from '../../src/routes/notifications/notifications-list';
import { createTrainingIndex } from '../../mocks/training-index';
import { generateTrainingData } from '../../mocks/fixtures/training';
import { renderWithApp } from '../render';

vi.setConfig({ testTimeout: 30_000 });

const views: NotificationView[] = Array.from({ length: 10 }, (_, n) => ({
  id: `ntf-${n}`,
  name: `Person ${n}`,
  description: `Training ${n} (TR-${n}) expires on ${n + 1} Apr 2026.`,
  timeLabel: `${n + 1} days ago`,
  isRead: n >= 3,
  image: '/assets/images/notifications/calendar.svg',
  imageClassName: 'icon',
}));

function setup(overrides: Partial<NotificationsListProps> = {}) {
  const props: NotificationsListProps = {
    rows: views,
    unreadCount: 3,
    search: '',
    filters: {},
    pageNumber: 1,
    pageSize: 10,
    total: 23,
    onSearchChange: vi.fn(),
    onFilterChange: vi.fn(),
    onClear: vi.fn(),
    onPageChange: vi.fn(),
    onRetry: vi.fn(),
    onMarkAllRead: vi.fn(),
    onSelect: vi.fn(),
    ...overrides,
  };
  renderWithApp(<NotificationsList {...props} />);
  return { ...props, user: userEvent.setup() };
}

describe('NotificationsList (/notification-detail)', () => {
  it('shows the page of notifications with their unread marks, the unread count and the paging', () => {
    setup();
    const rows = within(screen.getByRole('grid', { name: 'All notifications' })).getAllByRole('row');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Person 0');
    expect(rows[0]).toHaveTextContent('Training 0 (TR-0) expires on 1 Apr 2026.');
    expect(rows[0]).toHaveTextContent('1 days ago');
    expect(rows[0]).toHaveTextContent('Unread');
    expect(rows[3]).not.toHaveTextContent('Unread');
    expect(screen.getByText('3 unread notifications')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('reports the search as typed, the read/unread choice and a page, by keyboard', async () => {
    const { user, onSearchChange, onFilterChange, onPageChange } = setup();
    // The field is the route's (controlled): each key is reported, the route debounces.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'a');
    expect(onSearchChange).toHaveBeenLastCalledWith('a');

    await user.tab();
    // jsdom draws no CSS: the phone's Filters button, display: none from 768 px on, is a tab stop here.
    await user.tab();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveFocus();
    // The native select's own keys are the browser's (jsdom has none): tests/e2e/notifications.spec.ts presses them.
    await user.selectOptions(status, 'Unread');
    expect(onFilterChange).toHaveBeenLastCalledWith('status', 'unread');

    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('follows a notification with Enter, as the dropdown does', async () => {
    const { user, onSelect } = setup();
    await user.click(screen.getByRole('row', { name: /Person 1\./ }));
    expect(onSelect).toHaveBeenLastCalledWith('ntf-1');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('ntf-2');
  });

  it("marks all read; 'Mark all read' is off when nothing is unread", async () => {
    const { user, onMarkAllRead } = setup();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(onMarkAllRead).toHaveBeenCalledOnce();
  });

  it('has nothing to mark when all are read', () => {
    setup({ unreadCount: 0, rows: views.map((view) => ({ ...view, isRead: true })) });
    expect(screen.getByText('No unread notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says no notification matches a narrowed view, and that there are none otherwise', () => {
    setup({ rows: [], total: 0, filters: { status: 'unread' } });
    expect(screen.getByText('No notifications match this search or filter.')).toBeInTheDocument();
  });

  it('says there are none at all', () => {
    setup({ rows: [], total: 0, unreadCount: 0 });
    expect(screen.getByText("You're all caught up: there are no notifications.")).toBeInTheDocument();
  });

  it('shows a failure with Try again and no paging', async () => {
    const { user, onRetry } = setup({ rows: [], total: null, error: 'Something went wrong' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('navigation', { name: /pag/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('announces loading', () => {
    setup({ rows: [], total: null, isLoading: true });
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});

describe("ExpiringTrainingsDialog (§4 'Upcoming Expiring Trainings')", () => {
  const TODAY = '2026-03-15';
  const index = createTrainingIndex(generateTrainingData({ today: TODAY }), TODAY);
  const employee = index.employees.find((row) => row.counts.expired > 0 && row.counts.expiring > 0)!.employee;
  const rows = index.queryRecords({ whereClause: `employee=${employee.id}&current=true&status=expiring&status=expired&sort=expiryDate` }).items;
  const name = `${employee.firstName} ${employee.lastName}`;

  async function open(overrides: Partial<Parameters<typeof ExpiringTrainingsDialog>[0]> = {}) {
    const onClose = vi.fn();
    renderWithApp(
      <ExpiringTrainingsDialog
        isOpen
        employeeId={employee.id}
        rows={rows}
        today={TODAY}
        employeeHref={`/employees/${employee.id}`}
        onClose={onClose}
        {...overrides}
      />,
    );
    // The modal and its body load on first open, as in the app.
    return { onClose, dialog: await screen.findByRole('dialog', { name: 'Upcoming Expiring Trainings' }) };
  }

  it("lists the employee's expiring and expired trainings, soonest expiry first, and links to the employee", async () => {
    const { dialog } = await open();
    expect(within(dialog).getByText(name)).toBeInTheDocument();
    expect(within(dialog).getByText(employee.code)).toBeInTheDocument();
    const items = within(within(dialog).getByRole('list', { name: `Trainings of ${name}` })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(rows.map((row) => expect.stringContaining(row.training.title)));
    expect(items[0]).toHaveTextContent(/Expired/);
    expect(within(dialog).getByRole('link', { name: 'View employee' })).toHaveAttribute('href', `/employees/${employee.id}`);
  });

  it('says so when the employee has none left, named by the notification', async () => {
    const { dialog } = await open({ rows: [], employeeName: 'Ana Garcia' });
    expect(within(dialog).getByText('Ana Garcia')).toBeInTheDocument();
    expect(within(dialog).getByText('No upcoming or expired trainings for this employee.')).toBeInTheDocument();
  });

  it('shows a failure with Try again', async () => {
    const onRetry = vi.fn();
    const { dialog } = await open({ rows: [], error: 'Something went wrong', onRetry });
    expect(within(dialog).getByText(`Employee ${employee.id}`)).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('closes on Close and on Escape', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
