import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { collectPageErrors, DEMO, openSignedIn, readSettled, toasts } from './helpers';

/** The employees table (a data page), its error alert and the demo badge. */
function dataPage(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Employees' }),
    table: page.getByRole('table', { name: 'Employees' }),
    alert: page.getByRole('main').getByRole('alert'),
    badge: page.getByText(/^Demo data · /),
  };
}

test.describe('QA scenarios in fakebackend mode (?scenario=NAME)', () => {
  test('default: demo data with its badge', async ({ page }) => {
    await openSignedIn(page, '/employees');
    const { table, badge } = dataPage(page);
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(badge).toHaveText('Demo data · default');
  });

  for (const [scenario, message] of [
    ['forbidden', 'Permission Denied'],
    ['server-error', 'Internal Server Error: the data service is unavailable.'],
    ['offline', 'Something went wrong'],
    ['bad-gateway', 'Something went wrong'],
  ] as const) {
    test(`${scenario}: a data page toasts '${message}' once, shows it in place and keeps the session`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await openSignedIn(page, `/employees?scenario=${scenario}`);
      const { heading, alert, badge } = dataPage(page);
      // Every data call of the page fails (the list and its filter choices): one event, one toast.
      await expect(toasts(page).filter({ hasText: message }).first()).toBeVisible();
      await expect(heading).toBeVisible();
      await expect(alert).toContainText('This data could not be loaded.');
      await expect(toasts(page)).toHaveCount(1);
      await expect(alert).toContainText(message);
      await expect(badge).toHaveText(`Demo data · ${scenario}`);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('auth-token'))).not.toBeNull();
      expect(errors).toEqual([]);
    });
  }

  test('offline: sign-in says Something went wrong and stays on the form', async ({ page }) => {
    await page.goto('/account-login?scenario=offline');
    await page.getByLabel('Username or email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toasts(page).filter({ hasText: 'Something went wrong' })).toBeVisible();
    await expect(page).toHaveURL(/\/account-login/);
    await expect(page.getByRole('heading', { name: 'Welcome Back !' })).toBeVisible();
  });

  test('unauthorized: a data call ends the session on the login page, which keeps where the user was; the scenario stays for the tab', async ({ page }) => {
    await openSignedIn(page);
    // Its first data call is refused: the page never settles in the shell.
    await page.goto('/employees?scenario=unauthorized');
    await expect(page).toHaveURL('/account-login?returnUrl=%2Femployees%3Fscenario%3Dunauthorized');
    expect(await readSettled(page, () => sessionStorage.getItem('auth-token'))).toBeNull();
    await expect(dataPage(page).badge).toHaveText('Demo data · unauthorized');
  });

  test('empty: the data page says there is nothing to show', async ({ page }) => {
    await openSignedIn(page, '/employees?scenario=empty');
    await expect(dataPage(page).table.locator('..')).toContainText('There are no employees yet.');
  });

  test('the scenario is kept across reloads and sign out until ?scenario=default', async ({ page }) => {
    // Two sign-ins and several full page loads: more than the default 30 s on a busy two-core machine.
    test.slow();
    await openSignedIn(page, '/employees?scenario=forbidden');
    await expect(dataPage(page).alert).toContainText('Permission Denied');
    await page.goto('/employees');
    await expect(dataPage(page).alert).toContainText('Permission Denied');

    await page.getByRole('button', { name: /profile menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/auth-logout-basic');
    await openSignedIn(page, '/employees');
    await expect(dataPage(page).badge).toHaveText('Demo data · forbidden');

    await page.goto('/employees?scenario=default');
    await expect(dataPage(page).table.getByRole('row')).toHaveCount(11);
    await page.goto('/employees');
    await expect(dataPage(page).badge).toHaveText('Demo data · default');
  });
});
