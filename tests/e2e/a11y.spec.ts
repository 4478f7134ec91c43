import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Browser, type Page } from '@playwright/test';
import { routes } from '../../src/routes/route-table';
import { DEFAULT_LAYOUT, LAYOUT_STORAGE_KEY, serializeLayout, type StoredLayout } from '../../src/theme/layout-settings';
import { signIn } from './helpers';

/** Issue 7: WCAG 2.0/2.1 A and AA plus axe's best practices, zero violations of any impact. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** WCAG 2.5.3 (label in name) is still "experimental" in axe, so off by default; Lighthouse runs it, so do we. */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** The three looks, stored as the customizer stores them, so the app itself applies them (and its boot script before paint). */
const LOOKS = {
  light: { settings: DEFAULT_LAYOUT, directionChosen: false },
  dark: { settings: { ...DEFAULT_LAYOUT, mode: 'dark', sidebarColor: 'dark', topbarColor: 'dark' }, directionChosen: false },
  rtl: { settings: { ...DEFAULT_LAYOUT, direction: 'rtl' }, directionChosen: true },
} satisfies Record<string, StoredLayout>;
type Look = keyof typeof LOOKS;

/** Every route of the route table, so a new route is covered without touching this file, plus an unknown path (404). */
const publicPaths = [...routes.filter((route) => route.access !== 'session').map((route) => route.path), '/no-such-page'];
const sessionPaths = routes.filter((route) => route.access === 'session').map((route) => route.path);
const guestPaths = new Set(routes.filter((route) => route.access === 'guest').map((route) => route.path));

/** The shell's overlays, each opened on `/` and analysed over the page behind it. */
const overlays: Record<string, (page: Page) => Promise<unknown>> = {
  'theme customizer': async (page) => {
    await page.getByRole('button', { name: 'Open the theme customizer' }).click();
    await expect(page.getByRole('dialog', { name: 'Theme Customizer' })).toBeVisible();
  },
  'notification dropdown': async (page) => {
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('row').first()).toBeVisible();
  },
  'profile menu': async (page) => {
    await page.getByRole('button', { name: /profile menu/i }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  },
  'change password dialog': async (page) => {
    await page.getByRole('button', { name: /profile menu/i }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
  },
  'cart drawer': async (page) => {
    await page.getByRole('button', { name: /^My cart/ }).click();
    await expect(page.getByRole('dialog', { name: 'My Cart' })).toBeVisible();
  },
  'language menu': async (page) => {
    await page.getByRole('button', { name: /^Language/ }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Español' })).toBeVisible();
  },
};

/** A tab of its own; with a look, every load of it starts in that look. */
async function newTab(browser: Browser, look?: Look): Promise<Page> {
  // Reduced motion shows the landing pages' staged reveals at once; the settled page is the same.
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  if (look) await page.addInitScript(store, [LAYOUT_STORAGE_KEY, serializeLayout(LOOKS[look])]);
  return page;
}

/**
 * One signed-in tab per worker: the session lives in that tab's sessionStorage,
 * so pages are reached by client-side navigation instead of a sign-in each.
 */
const test = base.extend<object, { shared: Page }>({
  shared: [
    async ({ browser }, use) => {
      const page = await newTab(browser);
      await signIn(page);
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
});

/** Runs in the page: stores one localStorage entry. */
function store([key, value]: string[]) {
  localStorage.setItem(key, value);
}

/** Applies a look through the stored settings and a reload (the tab keeps its session). */
async function useLook(page: Page, look: Look) {
  const value = serializeLayout(LOOKS[look]);
  if ((await page.evaluate((key) => localStorage.getItem(key), LAYOUT_STORAGE_KEY)) === value) return;
  await page.evaluate(store, [LAYOUT_STORAGE_KEY, value]);
  await page.reload();
}

/** Client-side navigation, as a link does it (wouter follows popstate). */
async function navigate(page: Page, path: string) {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits until the app has rendered, no loader is left and no finite animation runs, so axe sees the settled page. */
async function settle(page: Page, look: Look) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root?.children.length || root.querySelector('.boot, [data-loader]')) return false;
    return document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
  });
  await expect(page.locator('html')).toHaveAttribute('data-theme', LOOKS[look].settings.mode);
  await expect(page.locator('html')).toHaveAttribute('dir', LOOKS[look].settings.direction);
}

/** Runs axe and fails with a readable list: rule, impact, and each node with what is wrong. */
async function analyse(page: Page) {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ rules: EXTRA_RULES, resultTypes: ['violations'] }).withTags(TAGS).analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`),
  }));
  expect(summary).toEqual([]);
}

for (const look of Object.keys(LOOKS) as Look[]) {
  test.describe(`axe, ${look}`, () => {
    for (const path of publicPaths) {
      test(`public ${path}`, async ({ shared, browser }) => {
        // A signed-in visitor is sent on from a guest page, so that one needs a fresh tab.
        const page = guestPaths.has(path) ? await newTab(browser, look) : shared;
        if (page === shared) {
          await useLook(page, look);
          await navigate(page, path);
        } else {
          await page.goto(path);
        }
        await settle(page, look);
        await analyse(page);
        if (page !== shared) await page.context().close();
      });
    }

    for (const path of sessionPaths) {
      test(`signed in ${path}`, async ({ shared }) => {
        await useLook(shared, look);
        await navigate(shared, path);
        await expect(shared.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
        await settle(shared, look);
        await analyse(shared);
      });
    }

    for (const [name, open] of Object.entries(overlays)) {
      test(`signed in, ${name} open`, async ({ shared }) => {
        await useLook(shared, look);
        await navigate(shared, '/');
        await settle(shared, look);
        await open(shared);
        await settle(shared, look);
        await analyse(shared);
        await shared.keyboard.press('Escape');
        await expect(shared.locator('[role=dialog], [role=menu]')).toHaveCount(0);
      });
    }
  });
}
