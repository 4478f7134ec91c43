import type { Page } from '@playwright/test';
import { expect, test as base } from './test';
import { routes } from '../../src/routes/route-table';
import { DEMO } from './helpers';

/**
 * 200 % zoom and prefers-reduced-motion break no page. A 1280×800 window at 200 %
 * lays out as 640×400 CSS px at two device pixels each. WCAG 1.4.10 (reflow): nothing makes
 * the page itself scroll sideways (a wide data table may scroll inside its own region).
 */
const ZOOMED = { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, reducedMotion: 'reduce' } as const;

const publicPaths = [...routes.filter((route) => route.access !== 'session').map((route) => route.path), '/no-such-page'];
/** Detail routes open a seeded record, so the zoomed page is a full one rather than "not found". */
const SAMPLE_IDS: Record<string, string> = { '/employees/:id': '/employees/emp-1', '/trainings/:id': '/trainings/trn-1' };
const sessionPaths = routes.filter((route) => route.access === 'session').map((route) => SAMPLE_IDS[route.path] ?? route.path);

/** One signed-in zoomed tab per worker; pages are reached by client-side navigation. */
const test = base.extend<object, { shared: Page }>({
  shared: [
    async ({ browser }, use) => {
      const context = await browser.newContext(ZOOMED);
      const page = await context.newPage();
      // At 640 px the sidebar is an overlay behind the menu button, so the sign-in waits for main instead.
      await page.goto('/account-login');
      await page.getByLabel('Username or email').fill(DEMO.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('main')).toBeVisible();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Waits until the app has rendered, no loader is left and no finite animation runs (a slide-in moves a box for a frame). */
async function settle(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root?.children.length || root.querySelector('.boot, [data-loader]')) return false;
    return document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
  });
}

/** How far the page scrolls sideways, in CSS px, and the widest culprits when it does. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    const culprits =
      overflow <= 0
        ? []
        : [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && (box.right > width + 1 || box.left < -1);
            })
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { overflow, culprits };
  });
}

test.describe('200 % zoom with reduced motion', () => {
  for (const path of publicPaths) {
    test(`public ${path}`, async ({ browser }) => {
      const context = await browser.newContext(ZOOMED);
      const page = await context.newPage();
      await page.goto(path);
      await settle(page);
      expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, culprits: [] });
      await context.close();
    });
  }

  for (const path of sessionPaths) {
    test(`signed in ${path}`, async ({ shared }) => {
      await shared.evaluate((target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await settle(shared);
      await expect(shared.getByRole('main')).toBeVisible();
      expect(await sidewaysOverflow(shared)).toEqual({ overflow: 0, culprits: [] });
    });
  }
});
