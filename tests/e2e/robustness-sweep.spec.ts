import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { routes } from '../../src/routes/route-table';
import { openSignedIn } from './helpers';

/**
 * Every route of the route table opened with malformed query, hash and path values, and with each
 * stored value set to garbage: each visit must show readable text, raise no uncaught page error
 * and log no console error other than a 4xx resource load.
 */
// A path segment a server passes on (a malformed escape like %E0%A4%A is refused by the server itself, before the app).
const hostileParam = '%25__proto__';
const hostileInputs = [
  `?page=%25&size=-1&q=%E0%A4%A&sort=__proto__&order=constructor&status=__proto__&from=2024-02-30&to=garbage#%`,
  `?page=3000000000&size=99999999999999999999&q=${'x'.repeat(10_000)}&department=%E2%80%AEevil&employee=constructor#%E0%A4%A`,
  `?page=-1&returnUrl=%2F..%2F%2Fevil.com&scenario=__proto__&type=%00#__proto__`,
];
const garbageStorage = {
  local: { 'layout-settings:v1': '{"mode":{"x":1},"direction":42', 'v1.0.0-user-data': '[[[', 'mock-backend-db:v3': '{"users":[null]}' },
  session: {
    currentUser: '{"email":{"x":1}}',
    notificationEmpId: '__proto__',
    notificationsNewAtVisit: '{"ids":{"length":1e9},"count":"x"}',
    'auth-user': '{"exp":"never"}',
    'mock-scenario': '\u202Egarbage',
  },
  cookie: 'lang=%E0%A4%A',
};

const pathOf = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, hostileParam);
const sessionPaths = routes.filter((route) => route.access === 'session').map((route) => pathOf(route.path));
const otherPaths = [...routes.filter((route) => route.access !== 'session').map((route) => pathOf(route.path)), '/no-such-page'];

/** Collects what goes wrong on `page`: uncaught errors and console errors other than a 4xx load, each with the URL it happened on. */
function watch(page: Page) {
  const problems: string[] = [];
  let current = '';
  page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
    problems.push(`${current}: console error ${message.text().slice(0, 200)}`);
  });
  /** Opens `url` and checks it shows readable text. */
  const visit = async (url: string) => {
    current = url.slice(0, 120);
    await page.goto(url);
    await expect(page.locator('[data-loader]')).toHaveCount(0, { timeout: 10_000 });
    const text = (await page.locator('body').innerText()).trim();
    if (text.length < 20) problems.push(`${current}: blank page`);
    else await expect(page.getByRole('heading').first(), current).toBeVisible();
  };
  return { problems, visit };
}

const visits = (paths: string[]) => paths.flatMap((path) => hostileInputs.map((input) => `${path}${input}`));

test.describe('robustness sweep: every route with malformed input (hardening)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('signed-in routes with malformed query, hash and path values', async ({ page }) => {
    await openSignedIn(page);
    const { problems, visit } = watch(page);
    const urls = visits(sessionPaths);
    for (const url of urls) await visit(url);
    expect(problems).toEqual([]);
    console.log(`robustness sweep: ${urls.length} visits of ${sessionPaths.length} signed-in routes`);
  });

  test('public routes with malformed query, hash and path values', async ({ page }) => {
    const { problems, visit } = watch(page);
    const urls = visits(otherPaths);
    for (const url of urls) await visit(url);
    expect(problems).toEqual([]);
    console.log(`robustness sweep: ${urls.length} visits of ${otherPaths.length} public routes`);
  });

  test('every route with each stored value set to garbage', async ({ page, context }) => {
    await openSignedIn(page);
    await context.addInitScript((storage) => {
      if (sessionStorage.getItem('garbage-set')) return;
      sessionStorage.setItem('garbage-set', '1');
      for (const [key, value] of Object.entries(storage.local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(storage.session)) sessionStorage.setItem(key, value);
      document.cookie = `${storage.cookie}; path=/`;
    }, garbageStorage);
    const { problems, visit } = watch(page);
    const urls = [...sessionPaths, ...otherPaths];
    for (const url of urls) {
      await page.evaluate(() => sessionStorage.removeItem('garbage-set'));
      await visit(url);
    }
    expect(problems).toEqual([]);
    console.log(`robustness sweep: ${urls.length} visits with garbage in every stored value`);
  });
});
