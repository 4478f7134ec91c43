import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { collectPageErrors, readSettled, toasts } from './helpers';
import { accessTokenTtlSeconds, apiUrl, appOrigin, issuer, providerName } from './oidc-env';
import { signInAtProvider as signInAt, signInButton as providerButton, storedRefreshToken } from './oidc-sign-in';

const signInButton = (page: Page) => providerButton(page, providerName);
const providerLogin = (page: Page) => page.locator('input[name=login]');

/** Signs in at the local provider's login page (any password); the browser comes back through the callback. */
const signInAtProvider = (page: Page, login = 'admin@example.com') => signInAt(page, { issuer, providerName, login });

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const storedToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('auth-token'));

/**
 * The API refuses the page's next call with 401, as after a key rotation or a revocation: the session
 * holds the token in memory (its one owner), so the server's answer is what a test changes, not storage.
 */
const refuseNextApiCall = (page: Page) =>
  page.route(
    `${apiUrl}/**`,
    (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fallback()
        : route.fulfill({
            status: 401,
            contentType: 'application/json',
            headers: { 'Access-Control-Allow-Origin': appOrigin },
            body: JSON.stringify({ success: false, message: 'Token no longer valid' }),
          }),
    { times: 1 },
  );
const isRefreshGrant = (request: { url: () => string; postData: () => string | null }) =>
  request.url() === `${issuer}/token` && (request.postData() ?? '').includes('grant_type=refresh_token');

test.describe('oidc mode: signing in with the identity provider (§6)', () => {
  test('a deep link goes to sign in at the provider and lands where it was asked for, with the user from the claims', async ({ page, context }) => {
    const errors = collectPageErrors(page);
    await page.goto('/employees?q=Laura');
    await expect(page).toHaveURL(`/account-login?returnUrl=${encodeURIComponent('/employees?q=Laura')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back !' })).toBeVisible();
    // No password form in this mode.
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await signInAtProvider(page);

    await expect(page).toHaveURL('/employees?q=Laura');
    await expect(mainNavigation(page)).toBeVisible();
    // The REST calls carry the provider's access token, which the mock API checks against its keys.
    await expect(page.getByRole('table', { name: 'Employees' }).getByRole('rowheader', { name: /Laura Adeyemi/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /profile menu$/ })).toContainText('Admin User');

    // Tokens live in sessionStorage only (§4): nothing in localStorage or cookies of the app.
    const token = await storedToken(page);
    expect(token?.split('.')).toHaveLength(3);
    const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(local).not.toContain(token!);
    expect(local).not.toMatch(/refresh_token|id_token|oidc\./);
    expect((await context.cookies(appOrigin)).map((cookie) => cookie.name)).not.toContain('auth-token');
    expect(errors).toEqual([]);
  });

  test('the session renews before expiry while the page stays usable; what was typed is kept', async ({ page }) => {
    await page.goto('/employees');
    await signInAtProvider(page);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('Adeyemi');
    const before = await storedToken(page);
    // Renewal is one minute before expiry: (75 - 60) s after sign-in.
    await page.waitForRequest(isRefreshGrant, { timeout: (accessTokenTtlSeconds - 60 + 15) * 1000 });
    await expect.poll(() => storedToken(page)).not.toBe(before);
    await expect(search).toHaveValue('Adeyemi');
    await expect(page).toHaveURL(/\/employees/);
    // The next calls go out with the new token and are accepted.
    await mainNavigation(page).getByRole('link', { name: 'Trainings' }).click();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(page).toHaveURL('/trainings');
  });

  test('a call refused with 401 renews the session once and is made again', async ({ page }) => {
    await page.goto('/trainings');
    await signInAtProvider(page);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    // A token the API no longer accepts (as after a key rotation): the next call answers 401.
    const before = await storedToken(page);
    await refuseNextApiCall(page);
    const renewal = page.waitForRequest(isRefreshGrant);
    const retried = page.waitForResponse((response) => response.url().startsWith(`${apiUrl}/`) && response.status() === 200);
    await mainNavigation(page).getByRole('link', { name: 'Employees' }).click();
    await renewal;
    await retried;
    await expect(page.getByRole('table', { name: 'Employees' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page).toHaveURL('/employees');
    expect(await storedToken(page)).not.toBe(before);
  });

  test('a refused refresh token falls back to the provider session: a silent sign-in in a hidden frame', async ({ page, request }) => {
    await page.goto('/trainings');
    await signInAtProvider(page);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    const refreshToken = await storedRefreshToken(page);
    expect(refreshToken).toBeTruthy();
    const revoked = await request.post(`${issuer}/token/revocation`, {
      form: { token: refreshToken!, token_type_hint: 'refresh_token', client_id: 'trend-admin' },
    });
    expect(revoked.ok()).toBe(true);
    const silent = page.waitForRequest((sent) => sent.url().startsWith(`${issuer}/auth?`) && sent.url().includes('prompt=none'));
    const before = await storedToken(page);
    await refuseNextApiCall(page);
    await mainNavigation(page).getByRole('link', { name: 'Employees' }).click();
    await silent;
    await expect.poll(() => storedToken(page), { timeout: 15_000 }).not.toBe(before);
    await expect(page.getByRole('table', { name: 'Employees' }).getByRole('rowheader', { name: /Laura Adeyemi/ })).toBeVisible();
    await expect(page).toHaveURL('/employees');
  });

  test('a session revoked at the provider ends in a clean sign-in that returns to the page', async ({ page, request }) => {
    await page.goto('/trainings');
    await signInAtProvider(page);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    expect((await request.post(`${issuer}/__revoke?sub=1`)).ok()).toBe(true);
    // The next 401 asks for a renewal, which the provider refuses.
    await refuseNextApiCall(page);
    await mainNavigation(page).getByRole('link', { name: 'Employees' }).click();
    await expect(page).toHaveURL(`/account-login?returnUrl=${encodeURIComponent('/employees')}`);
    expect(await readSettled(page, () => sessionStorage.getItem('auth-token'))).toBeNull();
    // The provider's session ended too: it asks for the login again.
    await signInAtProvider(page);
    await expect(page).toHaveURL('/employees');
  });

  test('cancelling at the provider comes back to the login page and says so', async ({ page }) => {
    await page.goto('/account-login');
    await signInButton(page).click();
    await page.waitForURL((url) => url.origin === issuer);
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page).toHaveURL('/account-login');
    await expect(toasts(page)).toHaveText('Sign-in was cancelled. Sign in again when you are ready.');
    await expect(signInButton(page)).toBeEnabled();
  });

  test('a provider out of reach is told, and the button can be pressed again', async ({ page, context }) => {
    await page.goto('/account-login');
    await context.route(`${issuer}/**`, (route) => route.abort('connectionrefused'));
    await signInButton(page).click();
    await expect(toasts(page)).toHaveText(`${providerName} cannot be reached right now. Please try again in a moment.`);
    await expect(page).toHaveURL('/account-login');
    await expect(signInButton(page)).toBeEnabled();
  });

  test('a callback used twice is refused with a clear message, never a blank page', async ({ page, browser }) => {
    let callback = '';
    page.on('request', (request) => {
      if (request.url().startsWith(`${appOrigin}/auth/callback?`)) callback = request.url();
    });
    await page.goto('/account-login');
    await signInAtProvider(page);
    await expect(mainNavigation(page)).toBeVisible();
    expect(callback).toContain('code=');

    const other = await browser.newPage();
    await other.goto(callback);
    await expect(other).toHaveURL('/account-login');
    await expect(toasts(other)).toHaveText('This sign-in link has expired or was already used. Please sign in again.');
    await expect(other.getByRole('heading', { level: 1, name: 'Welcome Back !' })).toBeVisible();
    await other.close();
  });

  test('sign out revokes the refresh token at the provider and ends its session: signing in again asks for the login', async ({ page, request }) => {
    await page.goto('/account-login');
    await signInAtProvider(page);
    await expect(mainNavigation(page)).toBeVisible();
    await page.getByRole('button', { name: /profile menu$/ }).click();
    // The provider owns the password, and this build names no account page: Sign Out alone.
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Sign Out']);
    const refreshToken = await storedRefreshToken(page);
    const revocation = page.waitForResponse(`${issuer}/token/revocation`);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    // Answered before the browser left for the provider (the page waits for it), not cut off by the redirect.
    expect((await revocation).status()).toBe(200);
    await expect(page).toHaveURL('/auth-logout-basic');
    await expect(page.getByRole('heading', { name: 'You are Logged Out' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await (await request.get(`${issuer}/__tokens?refresh_token=${encodeURIComponent(refreshToken!)}`)).json()).toEqual({ state: 'revoked' });
    await page.goto('/account-login');
    await signInButton(page).click();
    await expect(providerLogin(page)).toBeVisible();
  });
});
