import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { isolated, openFirstScheduledCompletion, openSignedIn, toasts } from './helpers';

/**
 * The connection drops at the moment of a submit, then comes back (§8). Against the API-mode build:
 * the mock backend's service worker of the demo build answers in the page, so cutting the network
 * there would cut nothing. Each submit must say §8's 'Something went wrong' and work when tried
 * again, with no reload: the form's checks came with it and nothing was downloaded at the press.
 */
test.describe('the network cut at the moment of a submit, then restored', () => {
  /** Marks the document, so a reload (which would lose the mark) fails the test. */
  async function markDocument(page: Page) {
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    return () => page.evaluate(() => 'sameDocument' in window);
  }

  test('Sign In says what failed, keeps what was typed, and signs in when pressed again', async ({ page }) => {
    await page.goto('/account-login');
    const sameDocument = await markDocument(page);
    await page.getByLabel('Username or email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Admin@123');
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // §8's message, and which fault it was.
    await expect(page.getByRole('alert')).toHaveText('Something went wrongThis device is offline. Check its connection, then try again.');
    await expect(page.getByLabel('Username or email')).toHaveValue('admin@example.com');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();

    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(await sameDocument()).toBe(true);
  });

  test("a dialog's Save keeps the dialog and its input, says what failed, and saves when pressed again", async ({ page }) => {
    await openSignedIn(page);
    const { dialog, training } = await openFirstScheduledCompletion(page);
    const sameDocument = await markDocument(page);
    await dialog.getByLabel('Score (optional)').fill('87');

    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: 'Record completion' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Something went wrong');
    await expect(dialog.getByLabel('Score (optional)')).toHaveValue('87');

    await page.context().setOffline(false);
    await dialog.getByRole('button', { name: 'Record completion' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).filter({ hasText: `Completion of ${isolated(training)} recorded.` })).toBeVisible();
    expect(await sameDocument()).toBe(true);
  });

  test('Export says what failed and downloads when pressed again', async ({ page }) => {
    await openSignedIn(page, '/trainings');
    await expect(page.getByRole('table', { name: 'Trainings' }).getByRole('row').nth(1)).toBeVisible();
    const sameDocument = await markDocument(page);

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Something went wrong');

    await page.context().setOffline(false);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^trainings-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    expect(await sameDocument()).toBe(true);
  });
});
