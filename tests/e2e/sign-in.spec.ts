import { expect, test } from './test';
import { collectPageErrors, DEMO, signIn, toasts } from './helpers';

test.describe('sign in to the shell (walking skeleton)', () => {
  test('an anonymous visit to / goes to the login page with the returnUrl', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/account-login?returnUrl=%2F');
    const heading = page.getByRole('heading', { name: 'Welcome Back !' });
    await expect(heading).toBeVisible();
    // Reached by a redirect, the page has a screen reader start at its heading, yet draws no box around it.
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
    await expect(page.getByLabel('Username or email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await expect(page.getByText('Demo account: admin@example.com / Admin@123')).toBeVisible();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/account-login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('an empty submit marks the fields and toasts the §8 message', async ({ page }) => {
    await page.goto('/account-login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toasts(page).filter({ hasText: 'Please fill all required fields.' })).toBeVisible();
    await expect(page.getByLabel('Username or email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  test('wrong credentials say the server message beside the form and in a toast, and keep what was typed', async ({ page }) => {
    await page.goto('/account-login');
    await page.getByLabel('Username or email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toasts(page).filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page.getByLabel('Username or email')).toHaveValue(DEMO.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong-password');
    await expect(page).toHaveURL(/\/account-login/);

    // The right password then: the stale error does not follow the user onto the dashboard.
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(toasts(page).filter({ hasText: 'Invalid email or password.' })).toHaveCount(0);
  });

  test("the button reads 'Please wait' and is disabled while the request runs", async ({ page }) => {
    await page.goto('/account-login?scenario=slow');
    await page.getByLabel('Username or email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Please wait' })).toBeDisabled();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 15_000 });
  });

  test('correct credentials store the session and return to the attempted page', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/trainings');
    await expect(page).toHaveURL('/account-login?returnUrl=%2Ftrainings');
    await page.getByLabel('Username or email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/trainings');
    await expect(page.getByRole('heading', { level: 1, name: 'Trainings' })).toBeVisible();
    const stored = await page.evaluate(() => ({ token: sessionStorage.getItem('auth-token'), user: sessionStorage.getItem('currentUser') }));
    expect(stored.token?.split('.')).toHaveLength(3);
    expect(JSON.parse(stored.user!)).toMatchObject({ email: DEMO.email, firstName: 'Alex', lastName: 'Morgan' });
    expect(errors).toEqual([]);
  });

  for (const offSite of ['https://evil.example/phish', '//evil.example', 'javascript:alert(1)']) {
    test(`an off-site returnUrl (${offSite}) is ignored`, async ({ page }) => {
      await signIn(page, `/account-login?returnUrl=${encodeURIComponent(offSite)}`);
      await expect(page).toHaveURL('/');
    });
  }

  test('the shell shows the sidebar, the user labelled Admin and the footer', async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const item of ['Dashboard', 'Employees', 'Trainings', 'Employee course history']) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Alex Morgan Admin, profile menu' })).toContainText('Admin');
    const year = new Date().getFullYear();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Trend Admin Inc. All rights reserved.`);
    await expect(page.getByRole('contentinfo')).toContainText('Design & Develop by Trend Studio');
    await nav.getByRole('link', { name: 'Employee course history' }).click();
    await expect(page).toHaveURL('/employee-course-history');
    await expect(nav.getByRole('link', { name: 'Employee course history' })).toHaveAttribute('aria-current', 'page');
  });

  test('the profile menu opens Change Password and signs out to the logout page', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: /profile menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: /profile menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/auth-logout-basic');
    await expect(page.getByRole('heading', { name: 'You are Logged Out' })).toBeVisible();
    await expect(page.getByText('Thank you for using trend app')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/account-login');
  });

  test('visiting the login page while signed in goes home', async ({ page }) => {
    await signIn(page);
    await page.goto('/account-login');
    await expect(page).toHaveURL('/');
  });

  test('an expired token is a signed-out session', async ({ page }) => {
    await page.addInitScript(() => {
      const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
      const expired = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ user_id: 1, email: 'admin@example.com', exp: 1_000_000 })}.sig`;
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('auth-token', expired);
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/employees');
    await expect(page).toHaveURL('/account-login?returnUrl=%2Femployees');
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'OPPS, PAGE NOT FOUND' })).toBeVisible();
  });
});

test.describe('registration (§4)', () => {
  test('shows the §5 hints on an invalid submit', async ({ page }) => {
    await page.goto('/account-register');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Please enter a username.')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long and contain both letters and numbers.')).toBeVisible();
    await expect(toasts(page).filter({ hasText: 'Please fill all required fields.' })).toBeVisible();
  });

  test('registers through the auth service, goes to the login page, and the new account signs in', async ({ page }) => {
    await page.goto('/account-register');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/account-login');
    await page.getByLabel('Email').fill('new.hire@example.com');
    await page.getByLabel('Username').fill('newhire');
    await page.getByLabel('Password', { exact: true }).fill('Welcome2026');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL('/account-login');
    await signIn(page, '/account-login', { email: 'new.hire@example.com', password: 'Welcome2026' });
    await expect(page).toHaveURL('/');
  });
});
