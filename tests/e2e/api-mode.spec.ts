import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './test';
import { mockApiOrigin } from './api-mode-env';
import { collectPageErrors, signIn, toasts } from './helpers';

/** A request as the mock API recorded it (GET /__requests). */
interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
}

async function seenRequests(request: APIRequestContext): Promise<SeenRequest[]> {
  return (await request.get(`${mockApiOrigin}/__requests`)).json();
}

test.describe('API mode: the built app against `npm run mock-api` over real HTTP (§7)', () => {
  test.beforeEach(async ({ request }) => {
    await request.delete(`${mockApiOrigin}/__requests`);
  });

  test('signs in and loads a data page, sending the §7 headers', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    await signIn(page);
    await expect(page.getByRole('region', { name: 'Key figures' }).getByRole('definition').first()).toHaveText(/\d/);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Employees' }).click();
    const table = page.getByRole('table', { name: 'Employees' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(table.getByRole('rowheader', { name: /Laura Adeyemi/ })).toContainText('EMP-00001');

    const token = await page.evaluate(() => sessionStorage.getItem('auth-token'));
    expect(token?.split('.')).toHaveLength(3);
    const seen = await seenRequests(request);
    const calls = seen.map(({ method, path }) => `${method} ${path}`);
    expect(calls.slice(0, 2)).toEqual(['POST /api/users/authenticate', 'GET /api/users/current']);
    // Home, then the employees page with its filter choices, beside the shell's notifications (in parallel, so in any order).
    expect(calls.slice(2).sort()).toEqual(
      [
        'POST /api/notifications/list',
        'GET /api/training/dashboard',
        'GET /api/training/employees',
        'GET /api/reference/departments',
        'GET /api/reference/designations',
        'GET /api/reference/work-centers',
        'GET /api/views',
      ].sort(),
    );

    const [authenticate, ...afterSignIn] = seen;
    expect(authenticate!.headers).toMatchObject({ 'content-type': 'application/json', 'app-prefix': 'backend' });
    expect(authenticate!.headers.authorization).toBeUndefined();
    for (const call of afterSignIn) {
      expect(call.headers, call.path).toMatchObject({
        authorization: `Bearer ${token}`,
        'access-token': token!,
        'app-prefix': 'backend',
        'content-type': 'application/json',
      });
    }
    expect(errors).toEqual([]);
  });

  test('runs without the fake backend and is the product alone: no service worker, no demo badge, accounts or pages', async ({ page }) => {
    const workerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('mockServiceWorker')) workerRequests.push(request.url());
    });
    await page.goto('/account-login');
    await expect(page.getByRole('heading', { name: 'Welcome Back !' })).toBeVisible();
    await expect(page.getByText('admin@example.com')).toHaveCount(0);
    await signIn(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker?.getRegistrations())?.length ?? 0)).toBe(0);
    await expect(page.getByText(/Demo data/)).toHaveCount(0);
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
    await expect(page.getByRole('button', { name: /^My cart/ })).toHaveCount(0);
    await page.goto('/onepage-landing');
    await expect(page.getByRole('heading', { name: 'OPPS, PAGE NOT FOUND' })).toBeVisible();
    expect(workerRequests).toEqual([]);
  });

  test("a sign-in from an address the server does not allow says so beside §8's message", async ({ page, baseURL }) => {
    // The same build at another origin (localhost, not 127.0.0.1), which the server's APP_ORIGINS leave out.
    await page.goto(`${baseURL!.replace('127.0.0.1', 'localhost')}/account-login`);
    await page.getByLabel('Username or email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Admin@123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The sign-in card's own alert (the §8 toast is an alert too, shown beside it).
    await expect(page.getByRole('region', { name: 'Welcome Back !' }).getByRole('alert')).toHaveText(
      'Something went wrongThe server does not accept calls from this address (its allowed origins).',
    );
    await expect(toasts(page).filter({ hasText: 'Something went wrong' })).toBeVisible();
  });

  test('a 401 from the server ends the session and reloads on the login page, keeping preferences', async ({ page, request }) => {
    // A well-formed, unexpired token the server did not sign: the app thinks it is signed in until the server says 401.
    // Seeded once per browser context (the flag lives in localStorage, which the 401 path keeps).
    await page.addInitScript(() => {
      if (localStorage.getItem('e2e-seeded')) return;
      localStorage.setItem('e2e-seeded', '1');
      const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
      const exp = Math.floor(Date.now() / 1000) + 3600;
      sessionStorage.setItem('auth-token', `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ user_id: 1, email: 'admin@example.com', exp })}.forged`);
      localStorage.setItem('v1.0.0-user-data', '{"email":"admin@example.com"}');
      localStorage.setItem('layout-settings', 'kept');
    });
    await page.goto('/employees');
    await expect(page).toHaveURL('/account-login?returnUrl=%2Femployees');
    await expect(page.getByRole('heading', { name: 'Welcome Back !' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: sessionStorage.getItem('auth-token'),
      userData: localStorage.getItem('v1.0.0-user-data'),
      layout: localStorage.getItem('layout-settings'),
    }));
    expect(stored).toEqual({ token: null, userData: null, layout: 'kept' });
    // Whichever data call came first (the page's or the shell's notifications) carried the forged token and got the 401.
    const forgedCall = (await seenRequests(request)).find((seen) => String(seen.headers.authorization ?? '').endsWith('.forged'));
    expect(forgedCall).toBeDefined();
  });

  test('two admins edit one employee: the second save is a conflict that keeps its input, and the first change survives', async ({ browser }) => {
    const [a, b] = [await browser.newContext(), await browser.newContext()];
    const [pageA, pageB] = [await a.newPage(), await b.newPage()];
    for (const page of [pageA, pageB]) {
      await signIn(page);
      await page.goto('/employees/emp-40');
      await page.getByRole('button', { name: 'Edit employee' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit employee' }).getByRole('textbox', { name: 'First name' })).not.toHaveValue('');
    }
    const formA = pageA.getByRole('dialog', { name: 'Edit employee' });
    const formB = pageB.getByRole('dialog', { name: 'Edit employee' });
    const firstName = await formA.getByRole('textbox', { name: 'First name' }).inputValue();
    const email = await formB.getByRole('textbox', { name: 'Email' }).inputValue();
    const name = (await pageA.getByRole('heading', { level: 1 }).textContent())!;

    // A saves first.
    await formA.getByRole('textbox', { name: 'First name' }).fill(`${firstName}-A`);
    await formA.getByRole('button', { name: 'Save changes' }).click();
    await expect(formA).toBeHidden();

    // B saves from the version it opened: told, its input kept, both values shown.
    await formB.getByRole('textbox', { name: 'Email' }).fill(`b.${email}`);
    await formB.getByRole('button', { name: 'Save changes' }).click();
    const conflict = formB.getByRole('alert');
    await expect(conflict.getByText('This employee was changed by someone else.', { exact: true })).toBeVisible();
    // Saved now, then yours.
    await expect(conflict.getByRole('row', { name: /^First name/ }).getByRole('cell')).toHaveText([`${firstName}-A`, firstName]);
    await expect(conflict.getByRole('row', { name: /^Email/ }).getByRole('cell')).toHaveText([email, `b.${email}`]);
    await expect(formB.getByRole('textbox', { name: 'Email' })).toHaveValue(`b.${email}`);
    await expect(formB.getByRole('textbox', { name: 'First name' })).toHaveValue(firstName);

    // A's change survives a reload; B discards theirs and sees it too.
    await pageA.reload();
    await expect(pageA.getByRole('heading', { level: 1 })).toHaveText(name.replace(firstName, `${firstName}-A`));
    await conflict.getByRole('button', { name: 'Discard mine' }).click();
    await expect(formB.getByRole('textbox', { name: 'First name' })).toHaveValue(`${firstName}-A`);
    await expect(formB.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(formB.getByRole('alert')).toHaveCount(0);
    await a.close();
    await b.close();
  });

  test('two admins record one completion: the second is shown theirs, is not offered to save over it, and sees the history refreshed', async ({ browser }) => {
    const [a, b] = [await browser.newContext(), await browser.newContext()];
    const [pageA, pageB] = [await a.newPage(), await b.newPage()];
    await signIn(pageA);
    await pageA.goto('/employee-course-history?status=scheduled&sort=employee&order=desc');
    const href = (await pageA.getByRole('table', { name: 'Training records' }).getByRole('row').nth(1).getByRole('link').first().getAttribute('href'))!;
    await signIn(pageB);
    const forms = [];
    for (const page of [pageA, pageB]) {
      await page.goto(href);
      await page
        .getByRole('button', { name: /^Record completion of / })
        .first()
        .click();
      forms.push(page.getByRole('dialog', { name: /^Record completion: / }));
    }
    const [formA, formB] = forms as [Locator, Locator];
    await formA.getByRole('textbox', { name: /Score/ }).fill('80');
    await formA.getByRole('button', { name: 'Record completion' }).click();
    await expect(formA).toBeHidden();

    await formB.getByRole('textbox', { name: /Score/ }).fill('60');
    await formB.getByRole('button', { name: 'Record completion' }).click();
    const notice = formB.getByRole('alert');
    await expect(notice).toContainText('Someone else recorded this completion meanwhile, so yours cannot be saved over it.');
    await expect(notice.getByRole('row', { name: /^Score/ }).getByRole('cell')).toHaveText(['80', '60']);
    await expect(formB.getByRole('button', { name: 'Save mine over theirs' })).toHaveCount(0);
    // What B typed cannot be saved, but it goes only when B says so.
    await formB.getByRole('button', { name: 'Close' }).click();
    await expect(formB.getByText('Discard what you typed in this form?')).toBeVisible();
    await formB.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(formB).toBeHidden();
    // The history behind it was read again: the record is completed there, with A's score.
    await expect(pageB.getByRole('table', { name: 'Training history' }).getByRole('rowheader', { name: /Score: 80$/ })).not.toHaveCount(0);
    await expect(toasts(pageB)).toHaveCount(0);
    await a.close();
    await b.close();
  });

  test('a write the server refuses with 403 shows Permission Denied in the form and keeps the session', async ({ page }) => {
    await signIn(page);
    await page.goto('/employees/emp-2');
    await page.getByRole('button', { name: 'Edit employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit employee' });
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).not.toHaveValue('');
    // The server has taken the right away meanwhile: it refuses the write.
    await page.route(`${mockApiOrigin}/api/training/employees/emp-2`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Forbidden' }) })
        : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Permission Denied');
    await expect(toasts(page).filter({ hasText: 'Permission Denied' })).toBeVisible();
    await expect(page).toHaveURL(/\/employees\/emp-2$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('a draft kept over the end of a session saves through the conflict screen when the record changed since, never over it', async ({ browser }) => {
    test.slow();
    const [managerContext, adminContext] = [await browser.newContext(), await browser.newContext()];
    const [manager, admin] = [await managerContext.newPage(), await adminContext.newPage()];
    await signIn(manager, '/account-login', { email: 'manager@example.com', password: 'Manager@123' });
    await manager.goto('/employees');
    const href = (await manager.getByRole('table', { name: 'Employees' }).getByRole('rowheader').last().getByRole('link').getAttribute('href'))!;
    await manager.goto(href);
    await manager.getByRole('button', { name: 'Edit employee' }).click();
    const form = manager.getByRole('dialog', { name: 'Edit employee' });
    const lastName = await form.getByRole('textbox', { name: 'Last name' }).inputValue();
    await form.getByRole('textbox', { name: 'Last name' }).fill(`${lastName}-M`);
    await expect.poll(() => manager.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('draft:')))).toBe(true);

    // Meanwhile an admin changes the first name and the e-mail.
    await signIn(admin);
    await admin.goto(href);
    await admin.getByRole('button', { name: 'Edit employee' }).click();
    const adminForm = admin.getByRole('dialog', { name: 'Edit employee' });
    const firstName = await adminForm.getByRole('textbox', { name: 'First name' }).inputValue();
    const email = await adminForm.getByRole('textbox', { name: 'Email' }).inputValue();
    await adminForm.getByRole('textbox', { name: 'First name' }).fill(`${firstName}-A`);
    await adminForm.getByRole('textbox', { name: 'Email' }).fill(`a.${email}`);
    await adminForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(adminForm).toBeHidden();

    // The manager's session ends (the server refuses it), and they sign in again.
    await manager.route(`${mockApiOrigin}/api/**`, (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Your session has expired.' }) }),
    );
    manager.once('dialog', (prompt) => void prompt.accept());
    await manager.reload();
    await expect(manager).toHaveURL(`/account-login?returnUrl=${encodeURIComponent(href)}`);
    await manager.unroute(`${mockApiOrigin}/api/**`);
    await signIn(manager, manager.url(), { email: 'manager@example.com', password: 'Manager@123' });

    // The draft comes back, saying the record changed since; saving shows theirs beside it.
    const again = manager.getByRole('dialog', { name: 'Edit employee' });
    await expect(again.getByRole('textbox', { name: 'Last name' })).toHaveValue(`${lastName}-M`);
    await expect(again.getByRole('status')).toContainText('The record was changed by someone else since then');
    await again.getByRole('button', { name: 'Save changes' }).click();
    const conflict = again.getByRole('alert');
    await expect(conflict.getByText('This employee was changed by someone else.', { exact: true })).toBeVisible();
    await expect(conflict.getByRole('row', { name: /^First name/ }).getByRole('cell')).toHaveText([`${firstName}-A`, firstName]);

    // Nothing was overwritten: the admin's change is what the server holds.
    await admin.reload();
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(`${firstName}-A`);
    await managerContext.close();
    await adminContext.close();
  });
});
