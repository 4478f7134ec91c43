import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { collectPageErrors, openSignedIn } from './helpers';

/** The pages the build prerenders (vite.config.ts), with their §-exact first heading. */
const pages = [
  { path: '/account-login', heading: 'Welcome Back !' },
  { path: '/onepage-landing', heading: 'Craft a brand identity your business deserves' },
  { path: '/product-landing', heading: 'Step into comfort and style' },
];

/** Keeps the `<h1>` the server's HTML had, to tell a hydration (same node) from a fresh render. */
async function rememberServedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { servedHeading: Element | null }).servedHeading = document.querySelector('#root h1');
    });
  });
}

const keptServedHeading = (page: Page) =>
  page.evaluate(() => {
    const served = (window as unknown as { servedHeading: Element | null }).servedHeading;
    return served !== null && served === document.querySelector('#root h1');
  });

/**
 * Holds the page's own chunk back until the returned `release` is called (the entry has run when
 * `goto` resolves, at `load`), so the served page stands as long as a test looks at it, as on a
 * slow connection. Routed on the context: in demo mode MSW's worker fetches the chunk for the page,
 * and a page route does not see a worker's request.
 */
async function holdPageChunk(page: Page, chunk: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const storeLayout = (page: Page, settings: Record<string, string>) =>
  page.addInitScript((stored) => localStorage.setItem('layout-settings:v1', JSON.stringify(stored)), { settings, directionChosen: 'direction' in settings });

test.describe('the inline layout gate, before any module runs', () => {
  test.use({ locale: 'ar-EG' });

  test("an Arabic browser's page is right to left and lang=ar from the first paint", async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/account-login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});

test.describe('prerendered pages (§17)', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const { path, heading } of pages) {
      test(`${path} shows its heading from the served HTML`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      });
    }
  });

  for (const { path, heading } of pages) {
    for (const look of [{ name: 'light' }, { name: 'dark', settings: { mode: 'dark' } }]) {
      test(`${path} (${look.name}) hydrates the served markup with no error`, async ({ page }) => {
        const errors = collectPageErrors(page);
        const consoleErrors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(message.text());
        });
        if (look.settings) await storeLayout(page, look.settings);
        await rememberServedHeading(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await keptServedHeading(page)).toBe(true);
        expect(errors).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  test('the hydrated sign-in page signs in', async ({ page }) => {
    const errors = collectPageErrors(page);
    await rememberServedHeading(page);
    await page.goto('/account-login');
    await page.waitForLoadState('networkidle');
    expect(await keptServedHeading(page)).toBe(true);
    await page.getByLabel('Username or email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Admin@123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
  });

  test('before hydration the page takes no input; a sign-in made at once goes through, nothing typed lost', async ({ page }) => {
    const errors = collectPageErrors(page);
    const release = await holdPageChunk(page, 'login.route');
    await rememberServedHeading(page);
    await page.goto('/account-login');
    const root = page.locator('#root');
    await expect(root).toHaveAttribute('inert', '');
    await expect(root).toHaveAttribute('aria-busy', 'true');
    // Neither a key nor a click reaches the served markup.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // Playwright's fill and click wait until the page takes input.
    const filled = page.getByLabel('Username or email').fill('admin@example.com');
    release();
    await filled;
    await expect(root).not.toHaveAttribute('inert');
    await expect(root).not.toHaveAttribute('aria-busy');
    expect(await keptServedHeading(page)).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('Admin@123');
    await expect(page.getByLabel('Username or email')).toHaveValue('admin@example.com');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(page.url()).not.toContain('Admin');
    expect(errors).toEqual([]);
  });

  test('a landing page clicked at once answers the click', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const release = await holdPageChunk(page, 'onepage-landing');
    await page.goto('/onepage-landing');
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    const menu = page.getByRole('button', { name: 'Menu' });
    const clicked = menu.click();
    release();
    await clicked;
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  test('a landing page scrolled before it hydrates keeps its served markup and turns sticky', async ({ page }) => {
    const release = await holdPageChunk(page, 'onepage-landing');
    await rememberServedHeading(page);
    await page.goto('/onepage-landing');
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await page.evaluate(() => window.scrollTo(0, 2000));
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // Hydrated as served, not thrown away: a first render that read the scroll would differ.
    expect(await keptServedHeading(page)).toBe(true);
    const navbar = page.locator('header').filter({ has: page.getByRole('navigation', { name: 'Page sections' }) });
    await expect(navbar).toHaveAttribute('data-sticky', 'true');
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  });

  test('the hydrated landing page answers its menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await rememberServedHeading(page);
    await page.goto('/onepage-landing');
    await page.waitForLoadState('networkidle');
    expect(await keptServedHeading(page)).toBe(true);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  test('another language renders afresh, in that language, with no error', async ({ page, context }) => {
    const errors = collectPageErrors(page);
    await context.addCookies([{ name: 'lang', value: 'fr', url: test.info().project.use.baseURL! }]);
    await page.goto('/account-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Bon retour !' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(errors).toEqual([]);
  });

  test('a right-to-left layout renders afresh, mirrored, with no error', async ({ page }) => {
    const errors = collectPageErrors(page);
    await storeLayout(page, { direction: 'rtl' });
    await page.goto('/onepage-landing');
    await expect(page.getByRole('heading', { level: 1, name: pages[1]!.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(errors).toEqual([]);
  });

  test('a signed-in visitor on the sign-in page goes home', async ({ page }) => {
    await page.goto('/account-login');
    await page.getByLabel('Username or email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Admin@123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/account-login');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('another route deep-linked still gets the app, not the frame of / its index.html carries', async ({ page }) => {
    await page.goto('/pages-coming-soon');
    await expect(page.locator('html')).not.toHaveAttribute('data-frame-shown');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.prerendered-frame')).toHaveCount(0);
  });
});

test.describe('pages the build does not prerender', () => {
  // A template page, the 404 and an unknown path: the boot loader stands until the page can draw whole.
  for (const path of ['/auth-login-basic', '/pages-maintenance', '/no-such-page']) {
    test(`${path} goes from the boot loader straight to the page, with no loader of the app's in between`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = ((window as unknown as { loadersSeen: string[] }).loadersSeen = []);
        // From the end of parsing (the served HTML holds the hidden frame of /, loaders and all), before any module runs.
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          new MutationObserver((records) => {
            for (const node of records.flatMap((record) => [...record.addedNodes])) {
              if (!(node instanceof Element)) continue;
              if (node.matches('[data-loader]') || node.querySelector('[data-loader]')) seen.push(node.outerHTML.slice(0, 120));
            }
          }).observe(document, { subtree: true, childList: true });
        });
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#root > .boot')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { loadersSeen: string[] }).loadersSeen)).toEqual([]);
    });
  }
});

/** Shell pages prerendered as their frame (vite.config.ts), with their first heading and description. */
const frames = [
  { path: '/', chunk: 'home.route', heading: 'Dashboard', description: "Welcome back. Here is where your team's trainings stand." },
  { path: '/employees', chunk: 'employees.route', heading: 'Employees', description: 'Staff and the state of their trainings.' },
  { path: '/trainings', chunk: 'trainings.route', heading: 'Trainings', description: 'Courses, their validity and who holds them.' },
];

test.describe('prerendered shell frames (§17)', () => {
  for (const { path, chunk, heading, description } of frames) {
    test(`a signed-in reload of ${path} paints its frame, then the page replaces it whole`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await openSignedIn(page);
      const release = await holdPageChunk(page, chunk);
      await rememberServedHeading(page);
      await page.goto(path);
      // The served frame: the page's header in the shell, inert until the app owns it.
      await expect(page.locator('html')).toHaveAttribute('data-frame-shown', '');
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      await expect(page.locator('.prerendered-frame').getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.prerendered-frame').getByText(description)).toBeVisible();
      await expect(page.locator('#root > .boot')).toBeHidden();
      release();
      // The signed-in page: the user's name in the topbar, input taken, the frame gone in one commit.
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('button', { name: /Alex Morgan/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.prerendered-frame, #root > .boot')).toHaveCount(0);
      expect(await keptServedHeading(page)).toBe(false);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a signed-out visitor of / sees the loader, never the frame, and goes to sign in', async ({ page }) => {
    const release = await holdPageChunk(page, 'login.route');
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute('data-frame-shown');
    await expect(page.locator('.prerendered-frame')).toBeHidden();
    release();
    await page.waitForURL((url) => url.pathname === '/account-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back !' })).toBeVisible();
  });

  test('a signed-in visitor in another language sees the loader, then the page in that language', async ({ page, context }) => {
    await openSignedIn(page);
    await context.addCookies([{ name: 'lang', value: 'fr', url: test.info().project.use.baseURL! }]);
    await page.goto('/employees');
    await expect(page.locator('html')).not.toHaveAttribute('data-frame-shown');
    await expect(page.getByRole('heading', { level: 1, name: 'Employés' })).toBeVisible();
  });
});
