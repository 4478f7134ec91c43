import type { ConsoleMessage, Page } from '@playwright/test';
import { DEMO, isolated, openSignedIn, toasts } from './helpers';
import { expect, test } from './test';

/** Every console error and uncaught error of `page` from now on, as text. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test.describe('the dev server (npm run dev) behaves like the build', () => {
  test('a failed sign-in shows its toast on a second load of the page', async ({ page }) => {
    // The first load of the dev server's life happened in the config's readiness check; two more here.
    await page.goto('/account-login');
    await page.goto('/account-login');
    await page.getByLabel('Username or email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong@123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toasts(page).filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  });

  test('saving an employee shows its confirmation', async ({ page }) => {
    await openSignedIn(page, '/employees/emp-2');
    await expect(page.getByRole('button', { name: 'Edit employee' })).toBeVisible();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.getByRole('button', { name: 'Edit employee' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit employee' });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(toasts(page).filter({ hasText: `${isolated(name)} saved.` })).toBeVisible();
  });

  test('30 navigations, signed in and out, without a console error', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    await openSignedIn(page);
    const signedIn = [
      '/',
      '/employees',
      '/trainings',
      '/employee-course-history',
      '/notification-detail',
      '/employees/emp-1',
      '/trainings/trn-1',
      '/product-grid',
      '/pages-404',
      '/no-such-page',
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const path of signedIn) {
        await page.goto(path);
        await expect(page.locator('#root')).not.toHaveAttribute('aria-busy', 'true');
        await expect(page.locator('[data-loader], [aria-busy="true"]')).toHaveCount(0);
      }
    }
    await page.evaluate(() => sessionStorage.clear());
    for (const path of [
      '/account-login',
      '/account-register',
      '/auth-login-basic',
      '/auth-two-steps-cover',
      '/auth-reset-password-boxed',
      '/pages-coming-soon',
      '/pages-maintenance',
      '/pages-offline',
      '/onepage-landing',
      '/product-landing',
    ]) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toHaveAttribute('aria-busy', 'true');
    }
    expect(errors).toEqual([]);
  });

  test.describe('in an Arabic browser', () => {
    test.use({ locale: 'ar-EG' });

    test('the inline layout gate turns the page right to left before any module runs', async ({ page }) => {
      await page.route(
        (url) => url.pathname.startsWith('/src/') || url.pathname.startsWith('/@'),
        (route) => route.abort(),
      );
      await page.goto('/account-login');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    });
  });

  test('a path that is not valid percent-encoding reaches the app: its 404 page, or the record not found', async ({ page }) => {
    await page.goto('/a%zz');
    await expect(page.getByRole('heading', { name: 'OPPS, PAGE NOT FOUND' })).toBeVisible();
    await openSignedIn(page);
    await page.goto('/employees/%');
    await expect(page.getByRole('heading', { level: 1, name: 'Employee not found' })).toBeVisible();
    await page.goto('/trainings/%E0%A4%A');
    await expect(page.getByRole('heading', { level: 1, name: 'Training not found' })).toBeVisible();
  });
});
