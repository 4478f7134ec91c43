import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { openSignedIn } from './helpers';

const html = (page: Page) => page.locator('html');

async function openCustomizer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open the theme customizer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Theme Customizer' });
  await expect(drawer.getByText('Choose your themes & layouts etc.')).toBeVisible();
  return drawer;
}

function choose(drawer: Locator, section: string, option: string) {
  return drawer.getByRole('radiogroup', { name: section }).getByText(option, { exact: true }).click();
}

/** Every choice of §2 and the attribute it must put on <html> (docs/ui.md "Views and controls", its table). */
const CHOICES: [section: string, option: string, attribute: string, value: string][] = [
  ['Skin Layouts', 'Bordered', 'data-skin', 'bordered'],
  ['Skin Layouts', 'Default', 'data-skin', 'default'],
  ['LTR & RTL', 'RTL', 'dir', 'rtl'],
  ['LTR & RTL', 'LTR', 'dir', 'ltr'],
  ['Content Width', 'Boxed', 'data-layout-width', 'boxed'],
  ['Content Width', 'Fluid', 'data-layout-width', 'fluid'],
  ['Sidebar Size', 'Compact', 'data-sidebar-size', 'md'],
  ['Sidebar Size', 'Small icon', 'data-sidebar-size', 'sm'],
  ['Sidebar Size', 'Default', 'data-sidebar-size', 'lg'],
  ['Navigation Type', 'Scroll', 'data-navbar', 'scroll'],
  ['Navigation Type', 'Bordered', 'data-navbar', 'bordered'],
  ['Navigation Type', 'Hidden', 'data-navbar', 'hidden'],
  ['Navigation Type', 'Sticky', 'data-navbar', 'sticky'],
  ['Sidebar Colors', 'Dark', 'data-sidebar', 'dark'],
  ['Sidebar Colors', 'Brand', 'data-sidebar', 'brand'],
  ['Sidebar Colors', 'Modern', 'data-sidebar', 'modern'],
  ['Sidebar Colors', 'Light', 'data-sidebar', 'light'],
  ['Topbar Colors', 'Dark', 'data-topbar', 'dark'],
  ['Topbar Colors', 'Brand', 'data-topbar', 'brand'],
  ['Topbar Colors', 'Light', 'data-topbar', 'light'],
  ['Light & Dark', 'Dark Mode', 'data-theme', 'dark'],
  ['Light & Dark', 'Light Mode', 'data-theme', 'light'],
  ['Choose Layouts', 'Horizontal', 'data-layout', 'horizontal'],
  ['Choose Layouts', 'Vertical', 'data-layout', 'vertical'],
];

test.describe('theme customizer (§2, §4 Layout)', () => {
  test('starts from the §3 defaults', async ({ page }) => {
    await openSignedIn(page);
    const expected = {
      'data-layout': 'vertical',
      'data-skin': 'default',
      'data-theme': 'light',
      dir: 'ltr',
      'data-layout-width': 'fluid',
      'data-sidebar-size': 'lg',
      'data-navbar': 'sticky',
      'data-sidebar': 'light',
      'data-topbar': 'light',
    };
    for (const [name, value] of Object.entries(expected)) await expect(html(page)).toHaveAttribute(name, value);
  });

  test('every choice sets its attribute on <html> and is stored', async ({ page }) => {
    await openSignedIn(page);
    const drawer = await openCustomizer(page);
    for (const [section, option, attribute, value] of CHOICES) {
      await choose(drawer, section, option);
      await expect(html(page), `${section} → ${option}`).toHaveAttribute(attribute, value);
      await expect(drawer.getByRole('radiogroup', { name: section }).getByRole('radio', { name: option })).toBeChecked();
    }
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('layout-settings:v1') ?? 'null'));
    expect(stored).toEqual({
      settings: {
        layout: 'vertical',
        skin: 'default',
        mode: 'light',
        direction: 'ltr',
        width: 'fluid',
        sidebarSize: 'lg',
        navbar: 'sticky',
        sidebarColor: 'light',
        topbarColor: 'light',
      },
      directionChosen: true,
    });
  });

  test('Light & Dark also set the sidebar and topbar colour; Semi Dark darkens both', async ({ page }) => {
    await openSignedIn(page);
    const drawer = await openCustomizer(page);
    await choose(drawer, 'Sidebar Colors', 'Brand');
    await choose(drawer, 'Topbar Colors', 'Brand');
    await choose(drawer, 'Light & Dark', 'Dark Mode');
    await expect(html(page)).toHaveAttribute('data-sidebar', 'dark');
    await expect(html(page)).toHaveAttribute('data-topbar', 'dark');
    await choose(drawer, 'Light & Dark', 'Light Mode');
    await expect(html(page)).toHaveAttribute('data-sidebar', 'light');
    await expect(html(page)).toHaveAttribute('data-topbar', 'light');
    const semiDark = drawer.getByRole('switch', { name: 'Semi Dark (Sidebar & Header)' });
    await drawer.getByText('Semi Dark (Sidebar & Header)').click();
    await expect(semiDark).toBeChecked();
    await expect(html(page)).toHaveAttribute('data-sidebar', 'dark');
    await expect(html(page)).toHaveAttribute('data-topbar', 'dark');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('the sidebar sections and data-sidebar-size exist only in vertical layout', async ({ page }) => {
    await openSignedIn(page);
    const drawer = await openCustomizer(page);
    await choose(drawer, 'Sidebar Size', 'Compact');
    await choose(drawer, 'Choose Layouts', 'Horizontal');
    await expect(html(page)).not.toHaveAttribute('data-sidebar-size');
    await expect(drawer.getByRole('radiogroup', { name: 'Sidebar Size' })).toHaveCount(0);
    await expect(drawer.getByRole('radiogroup', { name: 'Sidebar Colors' })).toHaveCount(0);
    await choose(drawer, 'Choose Layouts', 'Vertical');
    await expect(html(page)).toHaveAttribute('data-sidebar-size', 'md');
    await expect(drawer.getByRole('radiogroup', { name: 'Sidebar Size' })).toBeVisible();
  });

  test('a content-width change dispatches a window resize event', async ({ page }) => {
    await openSignedIn(page);
    await page.evaluate(() => {
      (window as unknown as { resizes: number }).resizes = 0;
      window.addEventListener('resize', () => (window as unknown as { resizes: number }).resizes++);
    });
    const drawer = await openCustomizer(page);
    await choose(drawer, 'Content Width', 'Boxed');
    await expect.poll(() => page.evaluate(() => (window as unknown as { resizes: number }).resizes)).toBe(1);
    await choose(drawer, 'Skin Layouts', 'Bordered');
    expect(await page.evaluate(() => (window as unknown as { resizes: number }).resizes)).toBe(1);
  });

  test('settings survive a reload and are on <html> before the app runs (no flash)', async ({ page }) => {
    await openSignedIn(page);
    const drawer = await openCustomizer(page);
    await choose(drawer, 'Light & Dark', 'Dark Mode');
    await choose(drawer, 'Content Width', 'Boxed');
    await choose(drawer, 'Sidebar Size', 'Small icon');
    await choose(drawer, 'LTR & RTL', 'RTL');
    await choose(drawer, 'Topbar Colors', 'Brand');
    // Records <html> when parsing ends, before the deferred app script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const root = document.documentElement;
        (window as unknown as { atParse: Record<string, string | null> }).atParse = Object.fromEntries(
          ['data-theme', 'data-sidebar', 'data-topbar', 'data-layout-width', 'data-sidebar-size', 'dir'].map((name) => [name, root.getAttribute(name)]),
        );
      });
    });
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const expected = {
      'data-theme': 'dark',
      'data-sidebar': 'dark',
      'data-topbar': 'brand',
      'data-layout-width': 'boxed',
      'data-sidebar-size': 'sm',
      dir: 'rtl',
    };
    expect(await page.evaluate(() => (window as unknown as { atParse: unknown }).atParse)).toEqual(expected);
    for (const [name, value] of Object.entries(expected)) await expect(html(page)).toHaveAttribute(name, value);
  });

  test('corrupt stored settings fall back to the defaults', async ({ page }) => {
    await page.goto('/account-login');
    await page.evaluate(() => localStorage.setItem('layout-settings:v1', '{"settings":{"mode":"purple","layout":'));
    await openSignedIn(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(html(page)).toHaveAttribute('data-layout', 'vertical');
  });

  test('reset restores the defaults', async ({ page }) => {
    await openSignedIn(page);
    const drawer = await openCustomizer(page);
    await choose(drawer, 'Light & Dark', 'Dark Mode');
    await choose(drawer, 'Choose Layouts', 'Horizontal');
    await drawer.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(html(page)).toHaveAttribute('data-layout', 'vertical');
    await expect(html(page)).toHaveAttribute('data-sidebar-size', 'lg');
  });
});
