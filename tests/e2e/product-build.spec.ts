import { expect, test } from './test';
import { collectPageErrors, openSignedIn, signIn } from './helpers';

/** The demo's paths, which a build without the demo content answers with the 404 page. */
const DEMO_PATHS = [
  '/product-grid',
  '/ecommerce-checkout',
  '/auth-login-basic',
  '/auth-register-cover',
  '/auth-two-steps-boxed',
  '/auth-verify-email-basic',
  '/pages-coming-soon',
  '/onepage-landing',
  '/product-landing',
];

test.describe('a build without the demo content (VITE_DEMO_CONTENT=false)', () => {
  test('navigation shows the product only: no cart, no template menus, no demo badge, no demo hints', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/account-login');
    await expect(page.getByRole('heading', { name: 'Welcome Back !' })).toBeVisible();
    await expect(page.getByText('admin@example.com')).toHaveCount(0);
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Notifications',
      'Employees',
      'Trainings',
      'Employee course history',
      'Compliance',
      'Lapse forecast',
      'Requirements',
      'Activity log',
    ]);
    await expect(nav.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^My cart/ })).toHaveCount(0);
    await expect(page.getByText(/^Demo data · /)).toHaveCount(0);
    await page.getByRole('button', { name: /profile menu$/ }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Change Password', 'Sign Out']);
    expect(errors).toEqual([]);
  });

  test('?scenario= is ignored: the fake backend answers as it always does, and the tab keeps no choice', async ({ page }) => {
    // `login-fails` would refuse every sign-in.
    await signIn(page, '/account-login?scenario=login-fails');
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => sessionStorage.getItem('mock-scenario'))).toBeNull();
    await expect(page.getByText(/^Demo data · /)).toHaveCount(0);
  });

  test('?today= is ignored: the day stays the real one, and the tab keeps no choice', async ({ page }) => {
    // In a demo build this would pin the clock to a day before any requirement was in force.
    await openSignedIn(page, '/compliance?today=2000-01-01');
    await expect(page.getByRole('grid', { name: 'Compliance matrix' }).getByRole('rowheader').first()).toBeVisible();
    await expect(page.getByText('No requirement applies to anyone on this day.')).toHaveCount(0);
    await expect(page.getByText(/\(demo clock\)/)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('demo-today'))).toBeNull();
  });

  for (const path of DEMO_PATHS) {
    test(`${path} shows the 404 page`, async ({ page }) => {
      await openSignedIn(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'OPPS, PAGE NOT FOUND' })).toBeVisible();
    });
  }

  test('the pages the app uses stay: register, 404, offline, maintenance, and the page after sign-out', async ({ page }) => {
    for (const [path, heading] of [
      ['/account-register', 'Create New Account'],
      ['/pages-404', 'OPPS, PAGE NOT FOUND'],
      ['/pages-offline', "We're Temporarily Offline"],
      ['/pages-maintenance', 'Currently in Maintenance Mode !!!'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'OPPS, PAGE NOT FOUND' })).toHaveCount(path === '/pages-404' ? 1 : 0);
    }
    await signIn(page);
    await page.getByRole('button', { name: /profile menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/auth-logout-basic');
    await expect(page.getByRole('heading', { name: 'You are Logged Out' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/account-login');
  });
});
