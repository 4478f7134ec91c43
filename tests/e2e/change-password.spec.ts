import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { DEMO, openSignedIn, signIn, toasts } from './helpers';

const NEW_PASSWORD = 'Newpass123';

async function openChangePassword(page: Page) {
  const prepared = page.waitForRequest((request) => request.url().endsWith('/api/users/pre-change-password') && request.method() === 'POST');
  await page.getByRole('button', { name: /profile menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  const request = await prepared;
  expect(request.postData()).toBe('{}');
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(page: Page, values: { oldPassword: string; newPassword: string; cPassword: string }) {
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Old Password').fill(values.oldPassword);
  await dialog.getByLabel('New Password').fill(values.newPassword);
  await dialog.getByLabel('Confirm Password').fill(values.cPassword);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
}

/** Replaces the reset-password answer in this page (rest() calls fetch at call time). */
async function failResetPassword(page: Page, answer: { status: number; body: unknown } | 'network') {
  await page.evaluate((answer) => {
    const original = window.fetch;
    window.fetch = (input, init) => {
      if (!String(input).includes('/users/reset-password')) return original(input, init);
      if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } }));
    };
  }, answer);
}

test.describe('Change Password (§5, §8)', () => {
  test('a wrong old password shows on the old-password field and in a toast; the success then closes that toast', async ({ page }) => {
    await openSignedIn(page);
    const dialog = await openChangePassword(page);
    await fill(page, { oldPassword: 'Wrong1234', newPassword: NEW_PASSWORD, cPassword: NEW_PASSWORD });
    const refusal = toasts(page).filter({ hasText: 'The old password is incorrect.' });
    await expect(refusal).toBeVisible();
    const oldPassword = dialog.getByLabel('Old Password');
    await expect(oldPassword).toHaveAccessibleDescription('The old password is incorrect.');
    await expect(oldPassword).toBeFocused();
    await oldPassword.fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(toasts(page).filter({ hasText: 'Password changed successfully.' })).toBeVisible();
    await expect(refusal).toBeHidden();
  });

  test('changes the password: toast, modal closes, the next sign-in needs the new one', async ({ page }) => {
    await openSignedIn(page);
    const dialog = await openChangePassword(page);
    for (const label of ['Old Password', 'New Password', 'Confirm Password']) await expect(dialog.getByLabel(label)).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show password' }).first().click();
    await expect(dialog.getByLabel('Old Password')).toHaveAttribute('type', 'text');
    await fill(page, { oldPassword: DEMO.password, newPassword: NEW_PASSWORD, cPassword: NEW_PASSWORD });
    await expect(toasts(page).filter({ hasText: 'Password changed successfully.' })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The form was reset with the modal.
    const again = await openChangePassword(page);
    await expect(again.getByLabel('Old Password')).toHaveValue('');
    await again.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: /profile menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.goto('/account-login');
    await page.getByLabel('Username or email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toasts(page).filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await signIn(page, '/account-login', { email: DEMO.email, password: NEW_PASSWORD });
  });

  test("an invalid submit marks the fields and toasts 'Please fill all required fields.'", async ({ page }) => {
    await openSignedIn(page);
    const dialog = await openChangePassword(page);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(toasts(page).filter({ hasText: 'Please fill all required fields.' })).toBeVisible();
    await expect(dialog.getByLabel('Old Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Please enter a new password.')).toBeVisible();
    await fill(page, { oldPassword: DEMO.password, newPassword: NEW_PASSWORD, cPassword: 'Other1234' });
    await expect(dialog.getByText('The confirmation does not match the new password.')).toBeVisible();
  });

  test('a wrong old password shows the server message and keeps the modal open', async ({ page }) => {
    await openSignedIn(page);
    const dialog = await openChangePassword(page);
    await fill(page, { oldPassword: 'Wrong1234', newPassword: NEW_PASSWORD, cPassword: NEW_PASSWORD });
    await expect(toasts(page).filter({ hasText: 'The old password is incorrect.' })).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('New Password')).toHaveValue(NEW_PASSWORD);
  });

  test("a refusal without a message shows 'Password change failed.'", async ({ page }) => {
    await openSignedIn(page);
    await openChangePassword(page);
    await failResetPassword(page, { status: 200, body: { success: false, message: '', data: null } });
    await fill(page, { oldPassword: DEMO.password, newPassword: NEW_PASSWORD, cPassword: NEW_PASSWORD });
    await expect(toasts(page).filter({ hasText: 'Password change failed.' })).toBeVisible();
  });

  test('a transport error shows the server message', async ({ page }) => {
    await openSignedIn(page);
    await openChangePassword(page);
    await failResetPassword(page, { status: 500, body: { success: false, message: 'Password service is under maintenance.' } });
    await fill(page, { oldPassword: DEMO.password, newPassword: NEW_PASSWORD, cPassword: NEW_PASSWORD });
    await expect(toasts(page).filter({ hasText: 'Password service is under maintenance.' })).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
  });

  test("a transport error without a message shows 'Something went wrong. Please try again later.'", async ({ page }) => {
    await openSignedIn(page);
    const dialog = await openChangePassword(page);
    await failResetPassword(page, 'network');
    await fill(page, { oldPassword: DEMO.password, newPassword: NEW_PASSWORD, cPassword: NEW_PASSWORD });
    await expect(toasts(page).filter({ hasText: 'Something went wrong. Please try again later.' })).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expect(dialog).toBeVisible();
  });
});
