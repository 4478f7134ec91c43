import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'admin@example.com', password: 'Admin@123' } as const;

/** Signs in through the login form and waits for the shell. */
export async function signIn(page: Page, path = '/account-login', credentials: { email: string; password: string } = DEMO) {
  await page.goto(path);
  await page.getByLabel('Username or email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/** The text of the toasts on screen (notistack renders them in a `[data-toaster]` host). */
export function toasts(page: Page) {
  return page.locator('[data-toaster] #notistack-snackbar');
}

/** Collects uncaught page errors so a test can assert there were none. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}
