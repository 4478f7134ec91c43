import { expect, test } from './test';
import { openSignedIn, readSettled, signIn } from './helpers';

test.describe('nothing typed is lost: drafts across a session’s end, a reload, and a dirty form that asks', () => {
  test('a session ended mid-edit by the server (401) keeps the typing: the sign-in page says why, and the same page offers it back', async ({ page }) => {
    test.slow();
    await openSignedIn(page, '/employees/emp-1');
    await page.getByRole('button', { name: 'Edit employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit employee' });
    const lastName = dialog.getByRole('textbox', { name: /Last name/ });
    await lastName.fill('Kept-Through-Expiry');

    // The server stops accepting the session: the next page's first call answers 401 (the QA scenario).
    page.once('dialog', (prompt) => void prompt.accept());
    await page.goto('/employees/emp-1?scenario=unauthorized');
    await expect(page).toHaveURL(`/account-login?returnUrl=${encodeURIComponent('/employees/emp-1?scenario=unauthorized')}`);
    await expect(page.getByRole('status').filter({ hasText: 'Your session ended.' })).toHaveText(
      'Your session ended. Sign in again to carry on: what you were typing has been kept.',
    );
    await signIn(page, `/account-login?scenario=default&returnUrl=${encodeURIComponent('/employees/emp-1')}`);
    await expect(page).toHaveURL('/employees/emp-1');
    const again = page.getByRole('dialog', { name: 'Edit employee' });
    await expect(again.getByRole('textbox', { name: /Last name/ })).toHaveValue('Kept-Through-Expiry');
    await expect(again.getByRole('status').filter({ hasText: 'is back' })).toContainText('it was kept when your session ended or the page reloaded.');

    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kept-Through-Expiry');
    // Saved: the draft is gone, and a reload opens nothing.
    expect(await readSettled(page, () => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')))).toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kept-Through-Expiry');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("signing out in another tab takes that user's drafts from every tab: nothing is offered back after signing in again", async ({ page, context }) => {
    test.slow();
    await openSignedIn(page, '/employees/emp-1');
    await page.getByRole('button', { name: 'Edit employee' }).click();
    await page
      .getByRole('dialog', { name: 'Edit employee' })
      .getByRole('textbox', { name: /Last name/ })
      .fill('Signed-Out-Elsewhere');
    await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('draft:')))).toBe(true);

    const other = await context.newPage();
    await other.goto('/employees');
    await expect(other.getByRole('table', { name: 'Employees' })).toBeVisible();
    await other.getByRole('button', { name: /profile menu$/ }).click();
    await other.getByRole('menuitem', { name: 'Sign Out' }).click();

    await expect(page).toHaveURL(`/account-login?returnUrl=${encodeURIComponent('/employees/emp-1')}`);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')))).toEqual([]);
    await signIn(page, page.url());
    await expect(page).toHaveURL('/employees/emp-1');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Signed-Out-Elsewhere');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a dirty form asks before Escape or Cancel discard it; a reload keeps the draft; Discard removes it', async ({ page }) => {
    await openSignedIn(page, '/trainings');
    await page.getByRole('button', { name: 'New training' }).click();
    const dialog = page.getByRole('dialog', { name: 'New training' });
    await dialog.getByRole('textbox', { name: /Title/ }).fill('Working at heights');

    await page.keyboard.press('Escape');
    const question = dialog.getByRole('alert').filter({ hasText: 'Discard what you typed in this form?' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toBeHidden();
    await expect(dialog.getByRole('textbox', { name: /Title/ })).toHaveValue('Working at heights');

    // A reload (the draft is written as typing pauses, and at once as the page goes) offers it back.
    await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).some((key) => key.endsWith(':training:new')))).toBe(true);
    page.once('dialog', (prompt) => void prompt.accept());
    await page.reload();
    const restored = page.getByRole('dialog', { name: 'New training' });
    await expect(restored.getByRole('textbox', { name: /Title/ })).toHaveValue('Working at heights');

    await restored.getByRole('button', { name: 'Cancel' }).click();
    await restored.getByRole('alert').getByRole('button', { name: 'Discard' }).click();
    await expect(restored).toBeHidden();
    await page.getByRole('button', { name: 'New training' }).click();
    await expect(page.getByRole('dialog', { name: 'New training' }).getByRole('textbox', { name: /Title/ })).toHaveValue('');
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')))).toEqual([]);
  });
});
