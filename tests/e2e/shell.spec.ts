import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { DEMO, openSignedIn } from './helpers';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle sidebar' });
const backdrop = (page: Page) => page.getByTestId('sidebar-backdrop');

/** Signs in where the sidebar may be hidden (narrow screens): waits for the topbar instead. */
async function signInNarrow(page: Page) {
  await page.goto('/account-login');
  await page.getByLabel('Username or email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /profile menu$/ })).toBeVisible();
}

/** Stores layout settings before the app starts (as the customizer would have). */
async function storeLayout(page: Page, settings: Record<string, string>) {
  await page.goto('/account-login');
  await page.evaluate((settings) => localStorage.setItem('layout-settings:v1', JSON.stringify({ settings })), settings);
}

test.describe('sidebar (§2, §4)', () => {
  test('under 768 px it is an overlay that Escape, a click outside or a followed link closes', async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await signInNarrow(page);
    await expect(sidebar(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');

    await toggle(page).click();
    await expect(sidebar(page)).toBeVisible();
    await expect(backdrop(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
    await expect(backdrop(page)).toBeHidden();

    await toggle(page).click();
    await expect(sidebar(page)).toBeVisible();
    await backdrop(page).click({ position: { x: 700, y: 400 } });
    await expect(sidebar(page)).toBeHidden();

    await toggle(page).click();
    await sidebar(page).getByRole('link', { name: 'Trainings' }).click();
    await expect(page).toHaveURL('/trainings');
    await expect(sidebar(page)).toBeHidden();
  });

  test('between 768 and 1024 px the small sidebar applies; the toggle widens it', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await signInNarrow(page);
    await expect(page.locator('html')).toHaveAttribute('data-sidebar-size', 'sm');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-sidebar-size', 'lg');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('html')).toHaveAttribute('data-sidebar-size', 'lg');
  });

  test('on wide screens the toggle switches between large and small', async ({ page }) => {
    await openSignedIn(page);
    await expect(page.locator('html')).toHaveAttribute('data-sidebar-size', 'lg');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-sidebar-size', 'sm');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    const employees = sidebar(page).getByRole('link', { name: 'Employees' });
    await expect.poll(async () => (await employees.boundingBox())!.width).toBeLessThan(80);
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-sidebar-size', 'lg');
  });

  test('two levels of sub-menus open in place; the active link is highlighted', async ({ page }) => {
    await openSignedIn(page);
    await sidebar(page).getByRole('button', { name: 'Ecommerce' }).click();
    await sidebar(page).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL('/product-grid');
    await expect(sidebar(page).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await sidebar(page).getByRole('button', { name: 'Authentication' }).click();
    await sidebar(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Cover' })).toHaveAttribute('href', '/auth-login-cover');
    await sidebar(page).getByRole('link', { name: 'Employee course history' }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Employee course history' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('horizontal layout (§2)', () => {
  test('the menu is a top bar; items that do not fit move into More, by measure', async ({ page }) => {
    await storeLayout(page, { layout: 'horizontal' });
    await openSignedIn(page);
    const nav = sidebar(page);
    const topLevel = nav.locator(':scope > div > div:first-child > *');
    const more = nav.getByRole('button', { name: 'More' });
    await expect(more).toBeVisible();
    const countWide = await topLevel.count();

    await more.click();
    await expect(page.getByRole('menuitem', { name: 'Landing' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Landing' }).click();
    await page.getByRole('menuitem', { name: 'Product Landing' }).click();
    await expect(page).toHaveURL('/product-landing');

    await page.goto('/');
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(() => topLevel.count()).toBeLessThan(countWide);
    await expect(more).toBeVisible();
    await page.setViewportSize({ width: 2400, height: 800 });
    await expect(more).toBeHidden();
  });

  test('groups open as menus with nested sub-menus', async ({ page }) => {
    // Wide enough for every top-level entry: at 1280 px Ecommerce is in More (the test above).
    await page.setViewportSize({ width: 2400, height: 800 });
    await storeLayout(page, { layout: 'horizontal' });
    await openSignedIn(page);
    await sidebar(page).getByRole('button', { name: 'Ecommerce' }).click();
    await page.getByRole('menuitem', { name: 'Checkout' }).click();
    await expect(page).toHaveURL('/ecommerce-checkout');
    await expect(sidebar(page).getByRole('button', { name: 'Ecommerce' })).toHaveAttribute('data-active', 'true');
  });
});

test.describe('topbar (§2, §9)', () => {
  test('becomes stuck past 50 px of scroll', async ({ page }) => {
    await openSignedIn(page);
    await page.evaluate(() => (document.body.style.minHeight = '3000px'));
    const header = page.locator('header').first().locator('..');
    await page.mouse.wheel(0, 40);
    await page.waitForTimeout(200);
    await expect(header).not.toHaveAttribute('data-stuck');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-stuck', 'true');
    await expect(header).toHaveCSS('position', 'sticky');
    expect((await header.boundingBox())!.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-stuck');
  });
});

test.describe('demo cart drawer (§2, §9)', () => {
  test('lists the items with totals; Continue Shopping and Checkout go to their pages', async ({ page }) => {
    await openSignedIn(page);
    await page.getByRole('button', { name: 'My cart, 8 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'My Cart' });
    await expect(drawer.getByRole('listitem')).toHaveCount(5);
    await expect(drawer.getByText('Sub Total')).toBeVisible();
    await expect(drawer.locator('dd')).toHaveText(['$344.47', '- $41.34', '$62.00', '$65.00', '$430.13']);

    const quantity = drawer.getByRole('textbox', { name: 'Quantity of Bentwood Chair' });
    await expect(drawer.getByRole('button', { name: /Decrease/ }).nth(1)).toBeDisabled();
    await drawer
      .getByRole('button', { name: /Increase/ })
      .nth(1)
      .click();
    await expect(quantity).toHaveValue('2');
    await expect(drawer.locator('dd').first()).toHaveText('$493.97');

    await drawer.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL('/product-grid');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByText('Bentwood Chair')).toBeVisible();

    await page.getByRole('button', { name: 'My cart, 9 items' }).click();
    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL('/ecommerce-checkout');
    await expect(page.getByRole('heading', { level: 2, name: 'Order Summary' })).toBeVisible();
  });

  test('an emptied cart charges no shipping', async ({ page }) => {
    await openSignedIn(page);
    await page.getByRole('button', { name: /^My cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'My Cart' });
    for (const name of ['Branded T-Shirt', 'Bentwood Chair', 'Borosil Paper Cup', 'Gray Styled T-Shirt', 'Stillbird Helmet']) {
      await drawer.getByRole('button', { name: `Remove ${name}` }).click();
    }
    await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
    await expect(drawer.locator('dd')).toHaveText(['$0.00', '- $0.00', '$0.00', '$0.00', '$0.00']);
  });
});
