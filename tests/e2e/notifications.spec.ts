import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { demoEmployeeOf, demoNotifications, demoRenewable, rowName } from './demo-notifications';
import { collectPageErrors, openSignedIn, toasts } from './helpers';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const unread = demoNotifications.filter((notification) => !notification.isRead).length;
const statusSelect = (page: Page) => page.getByRole('search', { name: 'Search and filters' }).getByRole('combobox', { name: 'Status' });
const expiringModal = (page: Page) => page.getByRole('dialog', { name: 'Upcoming Expiring Trainings' });

test.describe('notifications (§4, §8)', () => {
  test('the bell counts the unread ones; opening lists the newest ten raised by training records and marks them read after the call succeeds', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    expect(unread).toBeGreaterThan(0);
    await openSignedIn(page);
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread} unread`);
    const markRead = page.waitForRequest((request) => request.url().endsWith('/api/notifications/mark-read') && request.method() === 'POST');
    await bell(page).click();
    await markRead;
    const rows = dropdown(page).getByRole('row');
    await expect(rows).toHaveCount(10);
    for (const [position, notification] of demoNotifications.slice(0, 10).entries()) {
      await expect(rows.nth(position)).toHaveAccessibleName(rowName(notification));
    }
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    expect(errors).toEqual([]);
  });

  test('opening the bell keeps what was unread marked new (a New label and the chip) after the mark-read call, and the detail page filters it', async ({
    page,
  }) => {
    const unreadOnes = demoNotifications.slice(0, 10).filter((notification) => !notification.isRead);
    expect(unreadOnes.length).toBeGreaterThan(0);
    await openSignedIn(page);
    const markRead = page.waitForResponse((response) => response.url().endsWith('/api/notifications/mark-read') && response.ok());
    await bell(page).click();
    await markRead;
    // §4: the badge is gone once the call succeeds, but the list still tells which ones were new.
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(dropdown(page).getByText(`${unread} New`, { exact: true })).toBeVisible();
    const rows = dropdown(page).getByRole('row');
    for (const [position, notification] of demoNotifications.slice(0, 10).entries()) {
      const mark = rows.nth(position).getByText('New', { exact: true });
      if (notification.isRead) await expect(mark).toHaveCount(0);
      else await expect(mark).toBeAttached();
    }
    await dropdown(page).getByRole('link', { name: 'View All Notification' }).click();
    await expect(page).toHaveURL('/notification-detail');
    await statusSelect(page).selectOption({ label: 'New at my last visit' });
    await expect(page).toHaveURL(/status=new/);
    const list = page.getByRole('grid', { name: 'All notifications' });
    await expect(list.getByRole('row')).toHaveCount(unreadOnes.length);
    for (const notification of unreadOnes) await expect(list.getByRole('row', { name: rowName(notification) })).toBeVisible();
    await expect(page.getByText('No unread notifications')).toBeVisible();
    // A reload keeps what was new at that visit (sessionStorage).
    await page.reload();
    await expect(list.getByRole('row')).toHaveCount(unreadOnes.length);
  });

  test('the summary, the bell and the rows agree: unread and new at the last visit are two different marks', async ({ page }) => {
    const firstPage = demoNotifications.slice(0, 10);
    const unreadOnFirstPage = firstPage.filter((notification) => !notification.isRead).length;
    expect(unreadOnFirstPage).toBeGreaterThan(0);
    await openSignedIn(page, '/notification-detail');
    const list = page.getByRole('grid', { name: 'All notifications' });
    await expect(list.getByRole('row')).toHaveCount(10);
    await expect(page.getByText(`${unread} unread notifications`)).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread} unread`);
    await expect(list.getByText('Unread', { exact: true })).toHaveCount(unreadOnFirstPage);
    await expect(list.locator('[data-unread]')).toHaveCount(unreadOnFirstPage);
    await expect(list.getByText('New', { exact: true })).toHaveCount(0);

    const markRead = page.waitForResponse((response) => response.url().endsWith('/api/notifications/mark-read') && response.ok());
    await bell(page).click();
    await markRead;
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(list.getByRole('row')).toHaveCount(10);
    await expect(page.getByText('No unread notifications')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    // Nothing on the page looks unread any more; what was unread at that visit says 'New' in words.
    await expect(list.getByText('Unread', { exact: true })).toHaveCount(0);
    await expect(list.locator('[data-unread]')).toHaveCount(0);
    await expect(list.getByText('New', { exact: true })).toHaveCount(unreadOnFirstPage);
    for (const [position, notification] of firstPage.entries()) {
      await expect(list.getByRole('row').nth(position).getByText('New', { exact: true })).toHaveCount(notification.isRead ? 0 : 1);
    }
  });

  test('a notification about an employee stores the id, goes to /employees and opens that employee’s expiring and expired trainings', async ({ page }) => {
    const notification = demoNotifications[0];
    const employee = demoEmployeeOf(notification.empId!);
    expect(notification.name).toBe(employee.name);
    await openSignedIn(page);
    await bell(page).click();
    await dropdown(page)
      .getByRole('row', { name: rowName(notification) })
      .click();
    await expect(page).toHaveURL('/employees');
    expect(await page.evaluate(() => sessionStorage.getItem('notificationEmpId'))).toBe(notification.empId);
    const modal = expiringModal(page);
    await expect(modal).toBeVisible();
    await expect(modal.getByText(employee.name, { exact: true })).toBeVisible();
    await expect(modal.getByText(employee.code, { exact: true })).toBeVisible();
    const items = modal.getByRole('list', { name: `Trainings of ${employee.name}` }).getByRole('listitem');
    await expect(items).toHaveCount(employee.titles.length);
    for (const [position, title] of employee.titles.entries()) await expect(items.nth(position)).toContainText(title);
    await expect(modal.getByRole('link', { name: 'View employee' })).toHaveAttribute('href', `/employees/${notification.empId}`);

    // The choice survives a reload of /employees; closing forgets it.
    await page.reload();
    await expect(modal.getByText(employee.name, { exact: true })).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('notificationEmpId'))).toBeNull();
  });

  test('recording the renewal of an expired training removes its notification', async ({ page }) => {
    const { notification, title } = demoRenewable();
    await openSignedIn(page);
    const list = page.getByRole('grid', { name: 'All notifications' });
    await page.goto(`/notification-detail?q=${encodeURIComponent(notification.name)}`);
    await expect(list.getByRole('row', { name: rowName(notification) })).toBeVisible();

    await page.goto(`/employees/${notification.empId}`);
    await page
      .getByRole('button', { name: `Record completion of ${title}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Record completion: ${title}` });
    await dialog.getByRole('button', { name: 'Record completion' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/notification-detail?q=${encodeURIComponent(notification.name)}`);
    // Loaded: the pager of what else matches, or, with nothing left, the list's own sentence.
    await expect(page.getByText(/^Page 1 of|^No notifications match this search or filter\.$/)).toBeVisible();
    await expect(list.getByRole('row', { name: rowName(notification) })).toHaveCount(0);
  });

  test("'View All Notification' goes to /notification-detail", async ({ page }) => {
    await openSignedIn(page);
    await bell(page).click();
    await dropdown(page).getByRole('link', { name: 'View All Notification' }).click();
    await expect(page).toHaveURL('/notification-detail');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  });

  test('/notification-detail pages through every notification, filters unread, searches, and marks all read (the badge goes away)', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openSignedIn(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Notifications' }).click();
    await expect(page).toHaveURL('/notification-detail');
    const list = page.getByRole('grid', { name: 'All notifications' });
    const rows = list.getByRole('row');
    const pages = Math.ceil(demoNotifications.length / 10);
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toHaveAccessibleName(rowName(demoNotifications[0]));

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/notification-detail?page=2');
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(rows.first()).toHaveAccessibleName(rowName(demoNotifications[10]));

    await statusSelect(page).selectOption({ label: 'Unread' });
    await expect(page).toHaveURL('/notification-detail?status=unread');
    await expect(rows).toHaveCount(Math.min(unread, 10));
    await expect(page.getByText(`${unread} unread notifications`)).toBeVisible();

    const someone = demoNotifications[demoNotifications.length - 1];
    await page.getByRole('searchbox', { name: 'Search' }).fill(someone.name);
    await expect(page).toHaveURL(/q=/);
    // By keyboard: Unread is the choice after All.
    await statusSelect(page).focus();
    await page.keyboard.press('ArrowUp');
    await expect(statusSelect(page)).toHaveValue('');
    await expect(list.getByRole('row', { name: rowName(someone) })).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText(someone.name);

    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread} unread`);
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(page.getByText('No unread notifications')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await expect(list.getByRole('row', { name: /Unread/ })).toHaveCount(0);
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    expect(errors).toEqual([]);
  });

  test("/notification-detail opened directly asks for its list once, beside the bell's own request", async ({ page }) => {
    await openSignedIn(page);
    const lists: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/notifications/list')) lists.push(request.url());
    });
    // Every call answering after 2 s, the page is drawn before the bell's count arrives: that first count is no change to refetch for.
    await page.goto('/notification-detail?scenario=slow');
    await expect(page.getByRole('grid', { name: 'All notifications' }).getByRole('row')).toHaveCount(10, { timeout: 10_000 });
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread} unread`);
    await page.waitForLoadState('networkidle');
    expect(lists).toHaveLength(2);
  });

  test('a notification on /notification-detail opens the modal of its employee, as the dropdown does', async ({ page }) => {
    const notification = demoNotifications[12];
    const employee = demoEmployeeOf(notification.empId!);
    await openSignedIn(page, '/notification-detail?page=2');
    const row = page.getByRole('grid', { name: 'All notifications' }).getByRole('row', { name: rowName(notification) });
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/employees');
    await expect(expiringModal(page).getByText(employee.name, { exact: true })).toBeVisible();
  });

  test('a failed notification call is logged, not shown', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await openSignedIn(page);
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread} unread`);
    // rest() calls fetch at call time, so a page-level fetch stub fails the next call the way the network would.
    await page.evaluate(() => {
      const original = window.fetch;
      window.fetch = (input, init) =>
        String(input).includes('/notifications/mark-read') ? Promise.reject(new TypeError('Failed to fetch')) : original(input, init);
    });
    await bell(page).click();
    await expect.poll(() => logged.some((text) => text.includes('Notification call failed'))).toBe(true);
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread} unread`);
    await page.waitForTimeout(300);
    await expect(toasts(page)).toHaveCount(0);
  });
});
