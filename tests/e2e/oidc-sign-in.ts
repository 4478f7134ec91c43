import type { Page } from '@playwright/test';

/** The sign-in button of the oidc build: 'Sign in with {provider}'. */
export const signInButton = (page: Page, providerName: string) => page.getByRole('button', { name: `Sign in with ${providerName}` });

/**
 * Signs in at a local provider's login page (either implementation: both ask for `login` and
 * `password` and take any password); the browser comes back through the app's callback.
 */
export async function signInAtProvider(page: Page, { issuer, providerName, login }: { issuer: string; providerName: string; login: string }) {
  await signInButton(page, providerName).click();
  await page.waitForURL((url) => url.origin === issuer);
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

/** The refresh token oidc-client-ts keeps for this tab (sessionStorage), if any. */
export const storedRefreshToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as { refresh_token?: string }).refresh_token : undefined;
  });
