import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, signIn, toasts } from './helpers';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test.describe('notifications (§4, §8)', () => {
  test('the bell counts the unread ones; opening marks them read after the call succeeds', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 5 unread');
    const markRead = page.waitForRequest((request) => request.url().endsWith('/api/notifications/mark-read') && request.method() === 'POST');
    await bell(page).click();
    await markRead;
    await expect(dropdown(page).getByRole('row')).toHaveCount(10);
    for (const label of [/^\d+ seconds? ago$/, /^\d+ minutes? ago$/, /^\d+ hours? ago$/, /^\d+ days? ago$/]) {
      await expect(dropdown(page).getByText(label).first()).toBeVisible();
    }
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    expect(errors).toEqual([]);
  });

  test('a notification about an employee stores the id, goes to /employees and opens that employee’s trainings', async ({ page }) => {
    await signIn(page);
    await bell(page).click();
    await dropdown(page).getByRole('row', { name: /Jordan Lee\. Forklift/ }).click();
    await expect(page).toHaveURL('/employees');
    expect(await page.evaluate(() => sessionStorage.getItem('notificationEmpId'))).toBe('EMP-1042');
    const modal = page.getByRole('dialog', { name: 'Upcoming Expiring Trainings' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('Jordan Lee')).toBeVisible();
    await expect(modal.getByText('EMP-1042')).toBeVisible();
    await expect(modal.getByRole('listitem')).toHaveCount(2);
    await expect(modal.getByText('Forklift Operation certificate expires in 3 days.')).toBeVisible();
    await expect(modal.getByText('Manual Handling refresher is due in 2 weeks.')).toBeVisible();

    // The choice survives a reload of /employees; closing forgets it.
    await page.reload();
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('notificationEmpId'))).toBeNull();
  });

  test('a notification without an employee id goes to /trainings', async ({ page }) => {
    await signIn(page);
    await bell(page).click();
    await dropdown(page).getByRole('row', { name: /Fire Safety Induction/ }).click();
    await expect(page).toHaveURL('/trainings');
    await expect(dropdown(page)).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('notificationEmpId'))).toBeNull();
  });

  test("'View All Notification' goes to /notification-detail", async ({ page }) => {
    await signIn(page);
    await bell(page).click();
    await dropdown(page).getByRole('link', { name: 'View All Notification' }).click();
    await expect(page).toHaveURL('/notification-detail');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  });

  test('a failed notification call is logged, not shown', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await signIn(page);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 5 unread');
    // rest() calls fetch at call time, so a page-level fetch stub fails the next call the way the network would.
    await page.evaluate(() => {
      const original = window.fetch;
      window.fetch = (input, init) => (String(input).includes('/notifications/mark-read') ? Promise.reject(new TypeError('Failed to fetch')) : original(input, init));
    });
    await bell(page).click();
    await expect.poll(() => logged.some((text) => text.includes('Notification call failed'))).toBe(true);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 5 unread');
    await page.waitForTimeout(300);
    await expect(toasts(page)).toHaveCount(0);
  });
});
