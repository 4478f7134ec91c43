import type { EngineDriver } from './driver';

/** One thing staff do, end to end, written once for every engine. */
export interface Flow {
  name: string;
  run(driver: EngineDriver): Promise<void>;
}

const DEMO = { email: 'admin@example.com', password: 'Admin@123' } as const;

/** The page says none of §8's failures. */
const NO_FAILURE = `!/Something went wrong|This part could not be shown\\./.test(document.body.innerText)`;

/** The page is React's: a prerendered one comes inert and busy until its first render commits. */
const READY = `document.readyState === 'complete' && !document.getElementById('root').hasAttribute('inert')`;

/**
 * A dialog is open and has stopped moving: a drawer slides in, and a click on the way lands beside
 * its target. Its place is compared over two frames, since the slide runs on its ancestors and may
 * start a frame after the dialog is in the page.
 */
const DIALOG_SETTLED = `new Promise((resolve) => {
  const dialog = document.querySelector('[role="dialog"]');
  if (!dialog) return resolve(false);
  const place = () => JSON.stringify(dialog.getBoundingClientRect());
  const before = place();
  requestAnimationFrame(() => requestAnimationFrame(() => resolve(dialog.isConnected && place() === before)));
})`;

/**
 * The list shows its new rows: while it refreshes it keeps the previous ones under a progress bar, and
 * the rows that replace them may move the pager, so a click then lands on whatever took its place.
 */
const SETTLED_LIST = `!document.querySelector('table').closest('[aria-busy="true"]') && !document.querySelector('table').parentElement.querySelector('[role="progressbar"]')`;

/** Opens `path` and waits until the page takes input. */
async function open(driver: EngineDriver, path: string) {
  await driver.goto(path);
  await driver.waitFor(READY, `${path} to take input`);
}

/** The first row's link, by the first line of its text (the employee's name; their code is under it). */
async function firstRowLink(driver: EngineDriver): Promise<RegExp> {
  const name = await driver.evaluate<string>(`document.querySelector('table tbody a[href^="/employees/"]').innerText.split('\\n')[0].trim()`);
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

async function signIn(driver: EngineDriver) {
  await open(driver, '/account-login');
  await driver.fill('Username or email', DEMO.email);
  await driver.fill('Password', DEMO.password);
  await driver.click('button', 'Sign In');
  await driver.waitFor(`location.pathname === '/' && document.querySelector('nav[aria-label="Main navigation"]')`, 'the dashboard');
}

/** Sign in, and the nine flows staff do most, in order (each starts signed in, but the landings). */
export const flows: Flow[] = [
  {
    name: 'sign in and dashboard',
    run: async (driver) => {
      await signIn(driver);
      await driver.waitFor(`document.querySelector('section [role="img"]')`, 'the compliance chart');
      await driver.waitFor(`/Next expirations/.test(document.body.innerText) && /Key figures|Employees/.test(document.body.innerText)`, 'the KPI cards');
      await driver.waitFor(NO_FAILURE, 'no failure on the dashboard');
    },
  },
  {
    name: 'list sort, page and open',
    run: async (driver) => {
      await open(driver, '/employees');
      const nameSort = `document.querySelector('th[aria-sort]')?.getAttribute('aria-sort')`;
      const firstHref = `document.querySelector('table tbody a[href^="/employees/"]')?.getAttribute('href')`;
      await driver.waitFor(`${nameSort} === 'ascending' && document.querySelectorAll('table tbody tr').length === 10`, 'the first page of employees');
      const ascendingFirst = await driver.evaluate<string>(firstHref);
      await driver.click('button', 'Name');
      await driver.waitFor(
        `${nameSort} === 'descending' && new URLSearchParams(location.search).get('order') === 'desc' && ${firstHref} !== ${JSON.stringify(ascendingFirst)} && ${SETTLED_LIST}`,
        'the list sorted by name, descending',
      );
      const descendingFirst = await driver.evaluate<string>(firstHref);
      await driver.click('button', 'Next');
      await driver.waitFor(
        `new URLSearchParams(location.search).get('page') === '2' && ${firstHref} !== ${JSON.stringify(descendingFirst)} && ${SETTLED_LIST}`,
        'page 2',
      );
      await driver.click('link', await firstRowLink(driver));
      await driver.waitFor(`/^\\/employees\\/[^/]+$/.test(location.pathname) && document.querySelector('h1')`, "an employee's page");
    },
  },
  {
    name: 'edit, save and revert',
    run: async (driver) => {
      await open(driver, '/employees');
      await driver.waitFor(`document.querySelectorAll('table tbody tr').length > 0`, 'the employees');
      await driver.click('link', await firstRowLink(driver));
      await driver.click('button', 'Edit employee');
      const stamp = `Engine${Date.now() % 100_000}`;
      await driver.fill('Last name', stamp);
      await driver.click('button', 'Save changes');
      await driver.waitFor(`document.querySelector('h1')?.textContent.endsWith(${JSON.stringify(stamp)})`, 'the saved name in the heading');
      // The save's toast (with Undo) stays until closed; the history then takes the change back.
      await driver.click('button', 'Close');
      await driver.waitFor(
        `[...document.querySelectorAll('td bdi')].some((cell) => cell.textContent === ${JSON.stringify(stamp)})`,
        'the change in the history',
      );
      await driver.click('button', /^Revert: /);
      await driver.waitFor(`!document.querySelector('h1')?.textContent.endsWith(${JSON.stringify(stamp)}) && ${NO_FAILURE}`, 'the name taken back');
    },
  },
  {
    name: 'notifications',
    run: async (driver) => {
      await open(driver, '/');
      await driver.click('button', /^Notifications/);
      await driver.waitFor(
        `document.querySelector('[role="dialog"][aria-label="Notifications"], [role="dialog"][aria-labelledby]')?.innerText.length > 20`,
        'the notification list',
      );
    },
  },
  {
    name: 'Arabic',
    run: async (driver) => {
      await open(driver, '/');
      await driver.click('button', 'Language: English');
      await driver.click('menuitemradio', 'العربية');
      await driver.waitFor(
        `document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar' && document.querySelector('nav[aria-label="التنقل الرئيسي"]')`,
        'the page in Arabic, right to left',
      );
      await driver.click('button', /العربية/);
      await driver.click('menuitemradio', 'English');
      await driver.waitFor(`document.documentElement.dir === 'ltr' && document.documentElement.lang === 'en'`, 'the page in English again');
    },
  },
  {
    name: 'dark mode kept',
    run: async (driver) => {
      await open(driver, '/');
      await driver.click('button', 'Open the theme customizer');
      await driver.waitFor(DIALOG_SETTLED, 'the customizer to open');
      await driver.click('radio', 'Dark Mode');
      await driver.waitFor(`document.documentElement.dataset.theme === 'dark'`, 'dark mode');
      await driver.reload();
      await driver.waitFor(READY, 'the page to take input after the reload');
      await driver.waitFor(
        `document.documentElement.dataset.theme === 'dark' && document.querySelector('nav[aria-label="Main navigation"]')`,
        'dark mode after a reload',
      );
      await driver.click('button', 'Open the theme customizer');
      await driver.waitFor(DIALOG_SETTLED, 'the customizer to open');
      await driver.click('radio', 'Light Mode');
      await driver.waitFor(`document.documentElement.dataset.theme !== 'dark'`, 'light mode again');
    },
  },
  {
    name: 'compliance and forecast',
    run: async (driver) => {
      await open(driver, '/compliance');
      await driver.waitFor(
        `document.querySelector('[role="grid"][aria-rowcount]') && document.querySelectorAll('[role="grid"] [role="gridcell"]').length > 0`,
        'the compliance matrix',
      );
      await open(driver, '/compliance/forecast');
      await driver.waitFor(`document.querySelector('section [role="img"]')`, 'the forecast chart');
      await driver.click('button', 'Show as table');
      const total = await driver.evaluate<string>(`document.querySelector('table tfoot button').getAttribute('aria-label')`);
      await driver.click('button', total);
      await driver.waitFor(
        `new URLSearchParams(location.search).get('lapses') === 'open' && document.querySelectorAll('table')[1]?.querySelectorAll('tbody tr').length > 0 && ${NO_FAILURE}`,
        'the people behind the first month with lapses',
      );
    },
  },
  {
    name: 'sign-out and return',
    run: async (driver) => {
      await open(driver, '/trainings');
      await driver.click('button', /profile menu$/);
      await driver.click('menuitem', 'Sign Out');
      await driver.waitFor(`location.pathname === '/auth-logout-basic'`, 'the logout page');
      await open(driver, '/employees');
      await driver.waitFor(`location.pathname === '/account-login' && ${READY}`, 'the sign-in page for a signed-out visitor');
      await driver.fill('Username or email', DEMO.email);
      await driver.fill('Password', DEMO.password);
      await driver.click('button', 'Sign In');
      await driver.waitFor(`location.pathname === '/employees' && document.querySelectorAll('table tbody tr').length > 0`, 'back on the employees list');
    },
  },
  {
    name: 'landings',
    run: async (driver) => {
      await open(driver, '/onepage-landing');
      await driver.waitFor(`document.querySelector('h1') && /Choose the plan that fits/.test(document.body.innerText)`, 'the one-page landing');
      await open(driver, '/product-landing');
      await driver.waitFor(`document.querySelector('h1') && ${NO_FAILURE}`, 'the product landing');
    },
  },
];
