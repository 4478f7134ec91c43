import { expect, test } from './test';
import { renameEmployee, signIn } from './helpers';

test.describe('the tabs of one browser share the session (§4 Session)', () => {
  test('a tab opened while another is signed in is signed in; a row opened in a new tab too; signing out in one signs out the other', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await page.goto('/employees');
    const firstName = page.getByRole('table', { name: 'Employees' }).getByRole('rowheader').first().getByRole('link');
    const href = await firstName.getAttribute('href');
    // The link holds the name and, below it, the code: the page's heading is the name.
    const name = (await firstName.textContent())!.replace(/EMP-\d+$/, '').trim();
    expect(href).toMatch(/^\/employees\/emp-\d+$/);

    // A new tab of the same browser: its own sessionStorage, empty, as after Ctrl+click.
    const other = await context.newPage();
    await other.goto('/trainings');
    await expect(other.getByRole('table', { name: 'Trainings' })).toBeVisible();
    await expect(other).toHaveURL('/trainings');
    expect(await other.evaluate(() => sessionStorage.getItem('auth-token'))).toBeTruthy();

    // The row's link opens the employee in a tab of its own.
    const third = await context.newPage();
    await third.goto(href!);
    await expect(third.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(third).toHaveURL(href!);

    await page.getByRole('button', { name: /profile menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/auth-logout-basic');
    // Within a second, the other tabs are signed out and on the login page, back to where they were.
    await expect(other).toHaveURL(`/account-login?returnUrl=${encodeURIComponent('/trainings')}`, { timeout: 1_000 });
    await expect(third).toHaveURL(/\/account-login\?returnUrl=/, { timeout: 1_000 });
    expect(await other.evaluate(() => sessionStorage.getItem('auth-token'))).toBeNull();
  });

  test('a tab opened while two users are signed in in other tabs asks which one, naming both, and never picks one itself', async ({ page, context }) => {
    test.slow();
    await signIn(page, '/account-login', { email: 'manager@example.com', password: 'Manager@123' });
    const admin = await context.newPage();
    await signIn(admin);

    const third = await context.newPage();
    await third.goto('/employees');
    await expect(third.getByRole('heading', { level: 1, name: 'Choose an account' })).toBeVisible();
    expect(await third.evaluate(() => sessionStorage.getItem('auth-token'))).toBeNull();
    const choices = third.getByRole('button', { name: /^Continue as / });
    await expect(choices).toHaveCount(2);
    await expect(third.getByRole('button', { name: /manager@example\.com/ })).toBeVisible();
    await expect(third.getByRole('link', { name: 'Sign in as someone else' })).toHaveAttribute(
      'href',
      `/account-login?returnUrl=${encodeURIComponent('/employees')}`,
    );

    await third.getByRole('button', { name: /admin@example\.com/ }).click();
    await expect(third.getByRole('table', { name: 'Employees' })).toBeVisible();
    await expect(third).toHaveURL('/employees');
    // The admin's list: every department, and the admin's own write.
    await expect(third.getByRole('button', { name: 'New employee' })).toBeVisible();
    const token = await third.evaluate(() => sessionStorage.getItem('auth-token'));
    expect(token).toBe(await admin.evaluate(() => sessionStorage.getItem('auth-token')));

    // Signing the manager out leaves the admin's tabs signed in.
    await page.getByRole('button', { name: /profile menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/auth-logout-basic');
    await third.reload();
    await expect(third.getByRole('table', { name: 'Employees' })).toBeVisible();
    await expect(admin.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('a tab opened with no other tab signed in goes to the login page', async ({ page }) => {
    await page.goto('/employees');
    await expect(page).toHaveURL(`/account-login?returnUrl=${encodeURIComponent('/employees')}`);
  });
});

test.describe('the tabs of one browser share the demo data', () => {
  test('a save in one tab, then one in another opened before it: both stay, both in the log', async ({ page, context }) => {
    await signIn(page);
    await page.goto('/employees/emp-3');
    const other = await context.newPage();
    await other.goto('/employees/emp-4');
    await expect(other.getByRole('button', { name: 'Edit employee' })).toBeVisible();

    await renameEmployee(page, 'First-Tab');
    await renameEmployee(other, 'Second-Tab');

    // Each tab reads what the other saved, and neither save was written over.
    await other.goto('/employees/emp-3');
    await expect(other.getByRole('heading', { level: 1 })).toContainText('First-Tab');
    await page.goto('/employees/emp-4');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Second-Tab');
    await page.goto('/activity');
    const log = page.getByRole('main');
    await expect(log.getByText('First-Tab').first()).toBeVisible();
    await expect(log.getByText('Second-Tab').first()).toBeVisible();
  });
});
