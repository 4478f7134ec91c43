import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { collectPageErrors, pageTitle, signIn, toasts } from './helpers';

const MANAGER = { email: 'manager@example.com', password: 'Manager@123' };
const VIEWER = { email: 'viewer@example.com', password: 'Viewer@123' };
const NO_ROLE = { email: 'priya.shah@example.com', password: 'Trainer@123' };

/** The employees table's body rows. */
const employeeRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Employees' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

/** The profile button's accessible name: 'name role, profile menu'. */
const profile = (page: Page, name: string, role: string) => page.getByRole('button', { name: `${name} ${role}, profile menu` });

test.describe('roles from the token (§10)', () => {
  test('a manager of Operations sees only its employees and may write there, not on the catalogue', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page, '/account-login', MANAGER);
    await expect(profile(page, 'Maria Manager', 'Manager')).toBeVisible();
    await page.goto('/employees?size=50');
    await expect(employeeRows(page).first()).toBeVisible();
    const rows = await employeeRows(page).all();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toContainText('Operations');
    await expect(page.getByRole('button', { name: 'New employee' })).toBeVisible();

    await employeeRows(page).first().getByRole('rowheader').getByRole('link').click();
    await expect(page).toHaveURL(/\/employees\/emp-\d+$/);
    await expect(page.getByRole('button', { name: 'Edit employee' })).toBeVisible();

    await page.goto('/trainings');
    await expect(page.getByRole('heading', { level: 1, name: 'Trainings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New training' })).toHaveCount(0);
    // Said once, in place of the button the manager does not have; not said where the manager may write.
    await expect(page.getByRole('main').getByText('Managers add and change trainings through an admin.')).toHaveCount(1);
    await page.getByRole('table', { name: 'Trainings' }).getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('main').getByText('Managers add and change trainings through an admin.')).toHaveCount(1);
    await page.goto('/employees');
    await expect(page.getByRole('button', { name: 'New employee' })).toBeVisible();
    await expect(page.getByText(/through an admin|can read but not change/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a manager is offered only their own department, in the filters and the form', async ({ page }) => {
    await signIn(page, '/account-login', MANAGER);
    await page.goto('/employees');
    const filter = page.getByRole('search', { name: 'Search and filters' }).getByRole('combobox', { name: 'Department' });
    await expect(filter.locator('option')).toHaveText(['All', 'Operations']);
    await page.getByRole('button', { name: 'New employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'New employee' });
    await dialog.getByRole('combobox', { name: /Department$/ }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Operations']);
  });

  test('an employee outside the manager\'s node is one "not found" page: no toast, no retry, asked once', async ({ page }) => {
    await signIn(page, '/account-login', MANAGER);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/training/employees/emp-1') asked.push(request.url());
    });
    await page.goto('/employees/emp-1');
    await expect(page.getByRole('heading', { level: 1, name: 'Employee not found' })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('Employee not found'));
    await expect(page.getByText('There is no employee at this address that you can see.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    // The same page for a path that is not even valid percent-encoding, on a full page load.
    await page.goto('/employees/%');
    await expect(page.getByRole('heading', { level: 1, name: 'Employee not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to employees' }).click();
    await expect(page).toHaveURL('/employees');
    await expect(toasts(page)).toHaveCount(0);
    expect(asked).toHaveLength(1);
  });

  test('a viewer reads Operations and is offered no write at all', async ({ page }) => {
    await signIn(page, '/account-login', VIEWER);
    await expect(profile(page, 'Victor Viewer', 'Viewer')).toBeVisible();
    await page.goto('/employees');
    await expect(employeeRows(page).first()).toContainText('Operations');
    await expect(page.getByRole('button', { name: 'New employee' })).toHaveCount(0);
    await employeeRows(page).first().getByRole('rowheader').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    for (const action of ['Edit employee', 'Deactivate', 'Schedule training', /^Record completion/, /^Renew/]) {
      await expect(page.getByRole('main').getByRole('button', { name: action })).toHaveCount(0);
    }
    // Why, once per page, where the buttons would be: on the employee, the lists and the course history.
    await expect(page.getByRole('main').getByText('Viewers can read but not change records.')).toHaveCount(1);
    for (const path of ['/employees', '/trainings', '/employee-course-history']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByText('Viewers can read but not change records.'), path).toHaveCount(1);
    }
  });

  test('an account without a role gets Permission Denied on the training pages, and stays signed in', async ({ page }) => {
    await signIn(page, '/account-login', NO_ROLE);
    await expect(page.getByRole('heading', { level: 1, name: 'Permission Denied' })).toBeVisible();
    await expect(page.getByText('Your account has no access to the training data yet. Ask an administrator to give it a role.')).toBeVisible();
    await expect(profile(page, 'Priya Shah', 'No access')).toBeVisible();
    await page.goto('/employee-course-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Permission Denied' })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('Permission Denied'));
  });
});
