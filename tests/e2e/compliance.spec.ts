import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { collectPageErrors, openSignedIn, signIn } from './helpers';

const MANAGER = { email: 'manager@example.com', password: 'Manager@123' };
const matrix = (page: Page) => page.getByRole('table', { name: 'Compliance matrix' });
const filters = (page: Page) => page.getByRole('search', { name: 'Search and filters' });
const bodyRows = (page: Page) => matrix(page).locator('tbody tr');

test.describe('the compliance matrix (/compliance)', () => {
  test('opens from the sidebar under Training; its cells say whose, which and what, in words; the status filter lives in the URL', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openSignedIn(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Compliance' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /of required trainings held · \d+ gaps?/ })).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    // A gap reads as its word beside a symbol, and to a screen reader with the employee and the training.
    const missing = matrix(page).locator('[data-compliance="missing"]').first();
    await expect(missing).toContainText('Missing');
    await expect(missing).toContainText(/^○ Missing.+, .+: Missing$/);

    await filters(page).getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Exempt' });
    await expect(page).toHaveURL(/status=exempt/);
    // The rows of before stay, dimmed, until the filtered page is in; then each has an exempt cell
    // (maybe in a column scrolled out of view).
    await expect(bodyRows(page).filter({ hasNot: page.locator('[data-compliance="exempt"]') })).toHaveCount(0);
    await expect(bodyRows(page).first()).toBeVisible();
    await page.reload();
    await expect(filters(page).getByRole('combobox', { name: 'Status' })).toHaveValue('exempt');
    expect(errors).toEqual([]);
  });

  test('a day in the past changes the cells as the records say, and survives a reload through the URL', async ({ page }) => {
    await openSignedIn(page, '/compliance');
    await expect(bodyRows(page).first()).toBeVisible();
    await page.goto('/compliance?asOf=2000-01-01');
    await expect(page.getByText('No requirement applies to anyone on this day.')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('No requirement applies to anyone on this day.')).toBeVisible();
    await expect(page).toHaveURL(/asOf=2000-01-01/);
  });

  test('sorted by gaps, most first, and a row opens the employee, where a gap is fixed', async ({ page }) => {
    await openSignedIn(page, '/compliance?sort=gaps&order=desc');
    const gaps = matrix(page).locator('tbody tr td:first-of-type');
    await expect(gaps.first()).toBeVisible();
    const counts = (await gaps.allTextContents()).map(Number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
    const name = (await bodyRows(page).first().getByRole('rowheader').getByRole('link').textContent())!;
    await bodyRows(page).first().getByRole('rowheader').getByRole('link').click();
    await expect(page).toHaveURL(/\/employees\/emp-\d+$/);
    await expect(page.getByRole('button', { name: 'Schedule training' })).toBeVisible();
    expect(name).toContain((await page.getByRole('heading', { level: 1 }).textContent())!.trim());
  });

  test('a manager sees only their department', async ({ page }) => {
    await signIn(page, '/account-login', MANAGER);
    await page.goto('/compliance?size=100');
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(filters(page).getByRole('combobox', { name: 'Department' }).locator('option')).toHaveText(['All', 'Operations']);
    for (const row of await bodyRows(page).all()) await expect(row.getByRole('rowheader')).toContainText('Operations');
  });
});
