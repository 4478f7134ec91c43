import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Browser, Page } from '@playwright/test';
import { expect, test as base } from './test';
import { routes } from '../../src/routes/route-table';
import { DEFAULT_LAYOUT, LAYOUT_STORAGE_KEY, serializeLayout, type StoredLayout } from '../../src/theme/layout-settings';
import { demoNotifications, rowName } from './demo-notifications';
import { DEMO, pressLanguagePicker, scrollToFoot, signIn, toasts } from './helpers';

/** WCAG 2.0/2.1 A and AA plus axe's best practices, zero violations of any impact. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** WCAG 2.5.3 (label in name) is still "experimental" in axe, so off by default; Lighthouse runs it, so do we. */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** The three looks, stored as the customizer stores them, so the app itself applies them (and the layout gate before paint). */
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

/** A state a page only reaches after an action: overlays, field errors, toasts, alerts. Reached in the worker's signed-in tab unless `ownTab`. */
interface State {
  path: string;
  reach: (page: Page) => Promise<unknown>;
  /** Needs a tab of its own: signed out (a guest page), or with a fake clock. */
  ownTab?: boolean;
  /** Runs in the own tab before the page loads. */
  before?: (page: Page) => Promise<unknown>;
  /** Leaves something behind (a toast lasts 10 s): reload afterwards. */
  lingers?: boolean;
}

const profileMenu = (page: Page) => page.getByRole('button', { name: /profile menu$/ }).click();
const toast = (page: Page, text: string) => expect(toasts(page).filter({ hasText: text })).toBeVisible();

const states: Record<string, State> = {
  'theme customizer': {
    path: '/',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Open the theme customizer' }).click();
      await expect(page.getByRole('dialog', { name: 'Theme Customizer' })).toBeVisible();
    },
  },
  'notification dropdown': {
    path: '/',
    reach: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('row').first()).toBeVisible();
    },
  },
  'expiring trainings dialog': {
    path: '/',
    reach: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('row', { name: rowName(demoNotifications[0]) })
        .click();
      await expect(page.getByRole('dialog', { name: 'Upcoming Expiring Trainings' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  'employees list, sorted and filtered to nothing': {
    path: '/employees?q=zzzz&sort=hireDate&order=desc',
    reach: (page) => expect(page.getByRole('table', { name: 'Employees' }).locator('..')).toContainText('No employees match this search or these filters.'),
  },
  'profile menu': {
    path: '/',
    reach: async (page) => {
      await profileMenu(page);
      await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    },
  },
  'change password, invalid submit': {
    path: '/',
    lingers: true,
    reach: async (page) => {
      await profileMenu(page);
      await page.getByRole('menuitem', { name: 'Change Password' }).click();
      await page.getByRole('dialog', { name: 'Change Password' }).getByRole('button', { name: 'Change Password' }).click();
      await toast(page, 'Please fill all required fields.');
    },
  },
  'cart drawer': {
    path: '/',
    reach: async (page) => {
      await page.getByRole('button', { name: /^My cart/ }).click();
      await expect(page.getByRole('dialog', { name: 'My Cart' })).toBeVisible();
    },
  },
  'language menu': {
    path: '/',
    reach: async (page) => {
      await page.getByRole('button', { name: /^Language/ }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Español' })).toBeVisible();
    },
  },
  'sign in, invalid submit': {
    path: '/account-login',
    ownTab: true,
    reach: async (page) => {
      await page.getByRole('button', { name: 'Sign In' }).click();
      await toast(page, 'Please fill all required fields.');
    },
  },
  'register, invalid submit': {
    path: '/account-register',
    lingers: true,
    reach: async (page) => {
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(page.getByText('Please enter a username.')).toBeVisible();
      await toast(page, 'Please fill all required fields.');
    },
  },
  'registered (success toast)': {
    path: '/account-register',
    lingers: true,
    reach: async (page) => {
      await page.getByLabel('Email').fill(`a11y.${Date.now()}@example.com`);
      await page.getByLabel('Username').fill(`a11y${Date.now()}`);
      await page.getByLabel('Password', { exact: true }).fill('Welcome2026');
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await toast(page, 'Your account has been created. Please sign in.');
    },
  },
  'template sign in, invalid submit': {
    path: '/auth-login-basic',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByText('Please check the "Remember me" before submitting the form.')).toBeVisible();
    },
  },
  'template sign in, success alert': {
    path: '/auth-login-basic',
    reach: async (page) => {
      await page.getByLabel('Username or email').fill(DEMO.email);
      await page.getByLabel('Password', { exact: true }).fill('Secret1234');
      await page.getByText('Remember me', { exact: true }).click();
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByText('You have successfully signed in.')).toBeVisible();
    },
  },
  'one-page landing, subscribe refused then accepted': {
    path: '/onepage-landing',
    reach: async (page) => {
      await scrollToFoot(page);
      const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address.');
      await form.getByRole('textbox', { name: 'Email' }).fill('reader@example.com');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('status')).toHaveText('Thanks for subscribing!');
    },
  },
  'one-page landing, language menu open': {
    path: '/onepage-landing',
    reach: async (page) => {
      await pressLanguagePicker(page);
      await expect(page.getByRole('option')).toHaveCount(8);
    },
  },
  'product landing, newsletter refused': {
    path: '/product-landing',
    reach: async (page) => {
      await scrollToFoot(page);
      const form = page.getByRole('form', { name: 'Join our newsletter' });
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address.');
    },
  },
  'coming soon, launched': {
    path: '/pages-coming-soon',
    ownTab: true,
    before: (page) => page.clock.install(),
    reach: async (page) => {
      await page.clock.runFor(11_000);
      await expect(page.getByRole('heading', { name: "We've Launched our new website" })).toBeVisible();
    },
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
async function applyLook(page: Page, look: Look) {
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

/**
 * Waits until the app has rendered its page (its h1) and taken it over, no loader is left, no finite animation runs and the page has not
 * changed for 100 ms, so axe sees the settled page: a page that a client-side navigation is still
 * swapping in can pass the first checks between two commits.
 */
async function settle(page: Page, look: Look) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    // Every page has its h1 (axe checks that too): none yet is a page whose code is still on its way.
    if (!root?.children.length || root.querySelector('.boot, [data-loader]') || !document.querySelector('h1')) return false;
    // A prerendered page stays inert and busy (hidden from axe, as from a screen reader) until React takes it
    // over. Busy tells it apart: an open modal makes the page under it inert too, and axe should see that.
    if (root.getAttribute('aria-busy') === 'true') return false;
    return document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
  });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const quiet = () => {
          observer.disconnect();
          resolve();
        };
        let timer = setTimeout(quiet, 100);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(quiet, 100);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
  await expect(page.locator('html')).toHaveAttribute('data-theme', LOOKS[look].settings.mode);
  await expect(page.locator('html')).toHaveAttribute('dir', LOOKS[look].settings.direction);
}

/** What axe runs: the tags plus the extra rule, violations only (the passes are not collected). */
const RUN_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: TAGS }, rules: EXTRA_RULES, resultTypes: ['violations'] };

/**
 * Runs axe in the page and fails with a readable list: rule, impact, and each node with what is wrong.
 * axe's source (1.4 MB, its documented `axe.source`) goes into the page once per load: a client-side
 * navigation keeps it. Injected anew on every run, as `@axe-core/playwright` does, it took 0.6–1.1 s
 * a page here against 0.2–0.4 s. The app has no iframes, which is what that package's frame handling is for.
 */
async function analyse(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const summary = await page.evaluate(async (options) => {
    const { violations } = await (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(
      document,
      options,
    );
    return violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`),
    }));
  }, RUN_OPTIONS);
  expect(summary).toEqual([]);
}

/** Opens `path` in the look: in a tab of its own, or by client-side navigation in the worker's signed-in tab. */
async function open(shared: Page, browser: Browser, look: Look, path: string, own?: { before?: State['before'] }): Promise<Page> {
  if (!own) {
    await applyLook(shared, look);
    await navigate(shared, path);
    await settle(shared, look);
    return shared;
  }
  const page = await newTab(browser, look);
  await own.before?.(page);
  await page.goto(path);
  await settle(page, look);
  return page;
}

for (const look of Object.keys(LOOKS) as Look[]) {
  test.describe(`axe, ${look}`, () => {
    for (const path of publicPaths) {
      test(`public ${path}`, async ({ shared, browser }) => {
        // A signed-in visitor is sent on from a guest page, so that one needs a tab of its own.
        const page = await open(shared, browser, look, path, guestPaths.has(path) ? {} : undefined);
        await analyse(page);
        if (page !== shared) await page.context().close();
      });
    }

    for (const path of sessionPaths) {
      test(`signed in ${path}`, async ({ shared, browser }) => {
        const page = await open(shared, browser, look, path);
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
        await analyse(page);
      });
    }

    for (const [name, state] of Object.entries(states)) {
      test(`state: ${name}`, async ({ shared, browser }) => {
        const page = await open(shared, browser, look, state.path, state.ownTab ? state : undefined);
        await state.reach(page);
        await settle(page, look);
        await analyse(page);
        if (page !== shared) return page.context().close();
        if (state.lingers) return void (await page.reload());
        await page.keyboard.press('Escape');
        await expect(page.locator('[role=dialog], [role=menu], [role=listbox]')).toHaveCount(0);
      });
    }
  });
}
