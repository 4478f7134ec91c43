import type { Page } from '@playwright/test';
import { openSignedIn, pageTitle } from './helpers';
import { expect, test } from './test';

/** The page's level-1 heading as it reads. */
const heading = (page: Page) => page.locator('#root h1').first();

async function expectTitleFromHeading(page: Page) {
  await expect(heading(page)).toBeVisible();
  await expect.poll(async () => page.title()).toBe(pageTitle((await heading(page).innerText()).trim()));
}

test.describe('every page has its own title (WCAG 2.4.2)', () => {
  for (const path of ['/account-login', '/onepage-landing', '/auth-register-basic', '/pages-404', '/no-such-page']) {
    test(`${path} is titled after its heading`, async ({ page }) => {
      await page.goto(path);
      await expectTitleFromHeading(page);
    });
  }

  test('signed-in pages: the list, and a detail page that names its record', async ({ page }) => {
    await openSignedIn(page);
    await expect(page).toHaveTitle(pageTitle('Dashboard'));
    await page.goto('/employees');
    await expect(page).toHaveTitle(pageTitle('Employees'));
    const first = page.getByRole('table', { name: 'Employees' }).getByRole('rowheader').first();
    // The row header shows the name, then the code under it.
    const name = (await first.innerText()).split('\n')[0]!.trim();
    await first.getByRole('link').click();
    await expect(page).toHaveTitle(pageTitle(name));
  });

  test('in Spanish the title is in Spanish', async ({ page, context, baseURL }) => {
    await openSignedIn(page);
    await context.addCookies([{ name: 'lang', value: 'sp', url: baseURL! }]);
    await page.goto('/employees');
    await expectTitleFromHeading(page);
    await expect(page).toHaveTitle(pageTitle('Empleados'));
  });

  test('a client navigation announces the new title and moves focus to the heading', async ({ page }) => {
    await openSignedIn(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Employees' }).click();
    await expect(page).toHaveTitle(pageTitle('Employees'));
    await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: pageTitle('Employees') })).toHaveCount(1);
  });
});
