import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page, type Request } from '@playwright/test';
import { CURRENT_USER_KEY, SESSION_USER_KEY, TOKEN_KEY } from '../../src/domain/session-keys';

export const DEMO = { email: 'admin@example.com', password: 'Admin@123' } as const;

/**
 * Signs in through the login form and waits until the page it lands on has settled (`watchApiCalls`):
 * a test that goes on to another page at once would leave this one fetching as it unloads, after MSW
 * has let go of it (the preview server answers 404), and count its requests as the next page's.
 */
export async function signIn(page: Page, path = '/account-login', credentials: { email: string; password: string } = DEMO) {
  const calls = watchApiCalls(page);
  await page.goto(path);
  await page.getByLabel('Username or email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await calls.settled();
}

/** This worker's demo session: what a sign-in as the demo admin leaves in the tab's sessionStorage. */
let demoSession: Promise<Record<string, string>> | undefined;

/** Signs in once per worker, in a context of its own, and keeps the session's entries (the token and its user). */
function demoSessionOf(page: Page): Promise<Record<string, string>> {
  demoSession ??= (async () => {
    const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    const signedIn = await context.newPage();
    await signIn(signedIn);
    const stored = await signedIn.evaluate(
      (keys) => Object.fromEntries(keys.flatMap((key) => (sessionStorage.getItem(key) === null ? [] : [[key, sessionStorage.getItem(key)!]]))),
      [TOKEN_KEY, SESSION_USER_KEY, CURRENT_USER_KEY],
    );
    await context.close();
    return stored;
  })();
  return demoSession;
}

/**
 * Opens `path` in `page` signed in as the demo admin, as Playwright's guide reuses a sessionStorage
 * session: the worker's sign-in (`signIn`, once) is put into this tab before this load, and only
 * this one, so a sign-out or a 401 later in the test stays signed out. Tests of the sign-in itself use `signIn`.
 * Waits until the page has settled, as `signIn` does.
 */
export async function openSignedIn(page: Page, path = '/') {
  const session = await demoSessionOf(page);
  const seed = await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, session);
  const calls = watchApiCalls(page);
  await page.goto(path);
  await seed.dispose();
  // The shell's main region, whatever the page's language.
  await expect(page.locator('#main-content')).toBeVisible();
  await calls.settled();
}

/**
 * Watches the page's calls to the API from now on. `settled()` waits until nothing on screen is
 * loading (no loader, nothing `aria-busy`) and no call has been in flight for `quietMs`, then stops
 * watching.
 */
function watchApiCalls(page: Page, quietMs = 300) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const start = (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const end = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async settled() {
      await expect(page.locator('[data-loader], [aria-busy="true"]')).toHaveCount(0);
      await expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, { intervals: [100] }).toBe(true);
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    },
  };
}

/** Text from data as the app joins it to other text in strings: between Unicode isolates (src/domain/bidi.ts). */
export const isolated = (text: string) => `\u2068${text}\u2069`;

/** A page's document title: its heading, isolated, and the app's name. */
export const pageTitle = (heading: string) => `${isolated(heading)} · Trend Admin`;

/** The text of the toasts on screen (notistack renders them in a `[data-toaster]` host). */
export function toasts(page: Page) {
  return page.locator('[data-toaster] #notistack-snackbar');
}

/**
 * Reads `read()` in the page once a navigation in flight has finished. After a 401 the guard sends the
 * page to the login address at once, and the reload the session asks for follows: a read made between
 * the two lands in a page being torn down ("Execution context was destroyed"), so it is made again.
 */
export async function readSettled<T>(page: Page, read: () => T): Promise<T> {
  let value: T | undefined;
  await expect(async () => {
    await page.waitForLoadState();
    value = await page.evaluate(read);
  }).toPass({ timeout: 10_000 });
  return value as T;
}

/** Collects the page's uncaught errors so a test can assert there were none. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/**
 * Whether this browser keeps a failed module fetch for the page's life (Chromium 150 does; newer
 * ones fetch again): the app then reloads to load a chunk that failed once (src/loading/stale-import.ts).
 * Probes with a module of its own on `page`'s origin.
 */
export async function keepsFailedImports(page: Page): Promise<boolean> {
  const probe = /\/__import-probe\.js$/;
  await page.route(probe, (route) => route.abort('internetdisconnected'));
  const importProbe = () =>
    page.evaluate(() =>
      import(/* @vite-ignore */ `${location.origin}/__import-probe.js`).then(
        () => true,
        () => false,
      ),
    );
  await importProbe();
  await page.unroute(probe);
  await page.route(probe, (route) => route.fulfill({ contentType: 'text/javascript', body: 'export default 1;' }));
  const loaded = await importProbe();
  await page.unroute(probe);
  return !loaded;
}

/** The value of one KPI card on the home page. */
export function kpi(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Key figures' })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })
    .getByRole('definition')
    .first();
}

/** A KPI card's value as a number, once it shows one. */
export async function kpiNumber(page: Page, label: string): Promise<number> {
  await expect(kpi(page, label)).toHaveText(/^\d/);
  return Number((await kpi(page, label).textContent())!.replace(/[^\d]/g, ''));
}

/**
 * A downloaded CSV file's text, after checking it starts with the UTF-8 byte order mark that Excel on
 * Windows needs to read it as UTF-8.
 */
export async function readCsvDownload(download: Download): Promise<string> {
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8');
}

/** Scrolls a landing page to its footer, near which its sign-up form loads. */
export async function scrollToFoot(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}

/**
 * Presses the language picker of a template or landing page once, as a pointer does. Its stand-in button is swapped for
 * the real menu while the pointer arrives, and a press at any moment of that swap opens the menu. Playwright's `click`
 * would check the press's target, find the new button there, and press again: on the open menu, which hides the trigger.
 */
export async function pressLanguagePicker(page: Page) {
  const picker = page.getByRole('button', { name: /^Language/ });
  await picker.scrollIntoViewIfNeeded();
  const box = (await picker.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Opens the first scheduled record of the course history on its employee's page and the
 * "Record completion" dialog of its training. @returns the dialog and the training's title.
 */
export async function openFirstScheduledCompletion(page: Page) {
  await page.goto('/employee-course-history?status=scheduled');
  const firstRow = page.getByRole('table', { name: 'Training records' }).getByRole('row').nth(1);
  const training = (await firstRow.getByRole('cell').first().locator('bdi').first().textContent())!;
  await firstRow.click();
  await expect(page).toHaveURL(/\/employees\/emp-\d+$/);
  await page
    .getByRole('button', { name: `Record completion of ${training}` })
    .first()
    .click();
  return { dialog: page.getByRole('dialog', { name: `Record completion: ${training}` }), training };
}

/** The page's 'Change history' card (§20). */
export const changeHistory = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { name: 'Change history' }) });

/** Renames the employee whose page is open, through 'Edit employee', and waits for the dialog to close. */
export async function renameEmployee(page: Page, lastName: string) {
  await page.getByRole('button', { name: 'Edit employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit employee' });
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
}

/** The whole course history as its CSV export gives it, the lines sorted: two exports compare as sets of records. */
export async function exportedRecords(page: Page): Promise<string[]> {
  await page.goto('/employee-course-history');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  return (await readCsvDownload(await downloading)).split('\r\n').filter(Boolean).sort();
}
