import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { collectPageErrors, openSignedIn, toasts } from './helpers';

/** The page shows something a person can read: a heading in the main area, never a blank window. */
async function expectReadable(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(20);
}

test.describe('crafted URLs never blank the app (hardening)', () => {
  test.beforeEach(async ({ page }) => openSignedIn(page));

  test('a path that is not valid percent-encoding, loaded whole, reaches the app (vite preview, as serve-dist and the nginx example)', async ({ page }) => {
    await page.goto('/employees/%');
    await expect(page.getByRole('heading', { level: 1, name: 'Employee not found' })).toBeVisible();
    await page.goto('/trainings/%E0%A4%A');
    await expect(page.getByRole('heading', { level: 1, name: 'Training not found' })).toBeVisible();
  });

  test('a hash that is not valid percent-encoding (#%) shows the employees page', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/employees#%');
    await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const query of ['to=garbage', 'from=2024-02-30', 'from=2024-02-30&to=garbage&status=bogus']) {
    test(`course history with ?${query} drops what it cannot read and says so in its URL`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(`/employee-course-history?${query}`);
      await expectReadable(page);
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page).toHaveURL('/employee-course-history');
      expect(errors).toEqual([]);
    });
  }

  test('a page number past GraphQL Int goes to the last page, not to an internal message', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/employees?page=3000000000');
    await expect(page.getByText('Page 6 of 6')).toBeVisible();
    await expect(page).toHaveURL('/employees?page=6');
    await expect(page.getByText(/cannot represent/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a page past the last shows the last page with its rows', async ({ page }) => {
    await page.goto('/employees?page=99999');
    await expect(page.getByText('Page 6 of 6')).toBeVisible();
    await expect(page.getByRole('row')).not.toHaveCount(1);
    await expect(page).toHaveURL('/employees?page=6');
  });
});

test.describe('stored values never blank the app (hardening)', () => {
  test('a stored current user whose email is an object: the two-step page names the demo address', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.addInitScript(() => sessionStorage.setItem('currentUser', '{"email":{"x":1}}'));
    await page.goto('/auth-two-steps-basic');
    await expectReadable(page);
    await expect(page.getByText('admin@example.com')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('demo data (hardening)', () => {
  test('a corrupt demo database in localStorage is reseeded: sign-in and the lists work', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('mock-backend-db:v3', '{"users":[{"user_id":1}],"employees":[null],"records":[{}]}');
    });
    await openSignedIn(page, '/employees');
    await expect(page.getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the badge's Reset demo data asks first, naming what is lost, then starts the demo over on a fresh seed and says so", async ({ page }) => {
    await openSignedIn(page);
    await page.evaluate(() => localStorage.setItem('mock-backend-db:v3', localStorage.getItem('mock-backend-db:v3') ?? '{}'));
    await page.evaluate(() => Object.assign(window, { beforeReset: true }));
    const badge = page.getByRole('complementary', { name: /fake backend/ });
    const asking = page.getByRole('alertdialog', { name: 'Reset demo data?' });
    await badge.getByRole('button', { name: 'Reset demo data' }).click();
    await expect(asking).toContainText('Every change made to the demo data in this browser is lost');
    await expect(asking.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await asking.getByRole('button', { name: 'Cancel' }).click();
    await expect(asking).toHaveCount(0);
    expect(await page.evaluate(() => ({ kept: 'beforeReset' in window, db: localStorage.getItem('mock-backend-db:v3') !== null }))).toEqual({
      kept: true,
      db: true,
    });

    await badge.getByRole('button', { name: 'Reset demo data' }).click();
    await asking.getByRole('button', { name: 'Reset demo data' }).click();
    await expect.poll(() => page.evaluate(() => 'beforeReset' in window)).toBe(false);
    await expect(toasts(page).filter({ hasText: 'The demo data is back to its original state.' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mock-backend-db:v3'))).toBeNull();
    await expect(page.getByText('Demo data · default')).toBeVisible();
  });

  test('on a landing page the badge only informs: none of it is in the Tab order', async ({ page }) => {
    for (const path of ['/onepage-landing', '/product-landing']) {
      await page.goto(path);
      const badge = page.getByRole('complementary', { name: /fake backend/ });
      await expect(badge, path).toContainText('Demo data · default');
      await expect(badge.getByRole('button'), path).toHaveCount(0);
    }
    // Where staff work, it keeps its Reset and its close button.
    await page.goto('/account-login');
    await expect(page.getByRole('complementary', { name: /fake backend/ }).getByRole('button')).toHaveCount(2);
  });

  test("the badge sits in the page's flow after everything else, covering nothing, and, closed, stays closed for the tab", async ({ page }) => {
    await openSignedIn(page);
    const badge = page.getByRole('complementary', { name: /fake backend/ });
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
    const footer = page.getByRole('contentinfo');
    expect((await badge.boundingBox())!.y).toBeGreaterThanOrEqual((await footer.boundingBox())!.y + (await footer.boundingBox())!.height - 1);
    await page.getByRole('button', { name: 'Hide the demo badge' }).click();
    await expect(badge).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(badge).toHaveCount(0);
  });
});
