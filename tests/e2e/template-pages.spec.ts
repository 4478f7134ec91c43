import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { collectPageErrors, DEMO, keepsFailedImports, pressLanguagePicker } from './helpers';

const variants = ['basic', 'cover', 'boxed', 'modern'] as const;

/** §2 every template page kind with its variants and the text that proves it rendered. */
const kinds = [
  { kind: 'login', variants, heading: 'Welcome Back !', text: 'Sign in to continue to Trend Admin.' },
  { kind: 'register', variants, heading: 'Create New Account', text: 'Already have an account ?' },
  { kind: 'verify-email', variants: ['basic', 'cover', 'modern'], heading: 'Verify your email', text: 'Did you not receive an email? Please try again' },
  { kind: 'two-steps', variants, heading: 'Two-step verification', text: `enter the 4 digit code sent to ${DEMO.email}` },
  { kind: 'logout', variants, heading: 'You are Logged Out', text: 'Thank you for using trend app' },
  { kind: 'reset-password', variants, heading: 'Forgot Password?', text: 'Provide your email address, and instructions will be sent to you' },
  { kind: 'create-password', variants, heading: 'Create new password', text: 'Your new password should be distinct from any of your prior passwords' },
] as const;

async function expectLink(page: Page, name: string | RegExp, href: string) {
  await expect(page.getByRole('link', { name, exact: typeof name === 'string' })).toHaveAttribute('href', href);
}

test.describe('template auth pages (§2)', () => {
  for (const { kind, variants: kindVariants, heading, text } of kinds) {
    test(`/auth-${kind}-* render their texts with no page error`, async ({ page }) => {
      const errors = collectPageErrors(page);
      for (const variant of kindVariants) {
        await page.goto(`/auth-${kind}-${variant}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      }
      expect(errors).toEqual([]);
    });
  }

  test('verify email has no boxed variant', async ({ page }) => {
    await page.goto('/auth-verify-email-boxed');
    await expect(page.getByRole('heading', { name: 'OPPS, PAGE NOT FOUND' })).toBeVisible();
  });

  test('sign-in links go to the matching register and reset pages', async ({ page }) => {
    for (const variant of variants) {
      await page.goto(`/auth-login-${variant}`);
      await expectLink(page, 'Sign up', `/auth-register-${variant}`);
      await expectLink(page, 'Forgot password?', `/auth-reset-password-${variant}`);
    }
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/auth-register-modern');
  });

  test('register links to login; the modern one to /auth-login-basic', async ({ page }) => {
    for (const [variant, target] of [
      ['basic', '/auth-login-basic'],
      ['cover', '/auth-login-cover'],
      ['boxed', '/auth-login-boxed'],
      ['modern', '/auth-login-basic'],
    ] as const) {
      await page.goto(`/auth-register-${variant}`);
      await expectLink(page, 'Login', target);
    }
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/auth-login-basic');
  });

  test('logged out: Sign In goes to /account-login, the basic login, or the matching login', async ({ page }) => {
    for (const [variant, target] of [
      ['basic', '/account-login'],
      ['cover', '/auth-login-basic'],
      ['boxed', '/auth-login-boxed'],
      ['modern', '/auth-login-modern'],
    ] as const) {
      await page.goto(`/auth-logout-${variant}`);
      await expectLink(page, 'Sign In', target);
    }
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Trend Admin. Branding tools`);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/auth-login-modern');
  });

  test('verify email: Skip Now goes home; in cover both links go to /', async ({ page }) => {
    await page.goto('/auth-verify-email-cover');
    await expectLink(page, 'Skip Now', '/');
    await expectLink(page, 'Please try again', '/');
    await page.goto('/auth-verify-email-basic');
    await expectLink(page, 'Skip Now', '/');
    await page.getByRole('button', { name: 'Please try again' }).click();
    await expect(page.getByRole('status').filter({ hasText: `We have sent the email to ${DEMO.email} again.` })).toBeVisible();
  });

  test('reset and create password link back to the matching login', async ({ page }) => {
    for (const variant of variants) {
      await page.goto(`/auth-reset-password-${variant}`);
      await expect(page.getByText('Wait, I remember my password... Click here')).toBeVisible();
      await expectLink(page, 'Click here', `/auth-login-${variant}`);
      await page.goto(`/auth-create-password-${variant}`);
      await expect(page.getByText("Hold on, I've got my password... Click here")).toBeVisible();
      await expectLink(page, 'Click here', `/auth-login-${variant}`);
    }
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  });

  test('Email and Phone tabs switch panes; Email is the default', async ({ page }) => {
    await page.goto('/auth-login-cover');
    const email = page.getByRole('tab', { name: 'Email' });
    const phone = page.getByRole('tab', { name: 'Phone' });
    await expect(email).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Username or email')).toBeVisible();
    await phone.click();
    await expect(phone).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Phone number')).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByLabel('Username or email')).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await expect(email).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Username or email')).toBeVisible();
  });

  test('an invalid sign-in shows the §5 messages; a valid one the success alert', async ({ page }) => {
    await page.goto('/auth-login-basic');
    await page.getByLabel('Username or email').fill('not an email');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long and contain both letters and numbers.')).toBeVisible();
    await expect(page.getByText('Please check the "Remember me" before submitting the form.')).toBeVisible();
    await expect(page.getByLabel('Username or email')).toBeFocused();
    await expect(page.getByLabel('Username or email')).toHaveValue('not an email');

    await page.getByLabel('Username or email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill('Secret1234');
    await page.getByText('Remember me', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('form').getByRole('status')).toHaveText('You have successfully signed in.');
  });

  test('the language dropdown lists the 8 languages and only shows the choice', async ({ page }) => {
    await page.goto('/auth-login-basic');
    await pressLanguagePicker(page);
    const options = page.getByRole('option');
    await expect(options).toHaveText(['English', 'Spanish', 'German', 'French', 'Japanese', 'Italian', 'Russian', 'Arabic']);
    await page.getByRole('option', { name: 'German' }).click();
    await expect(page.getByRole('button', { name: /Language/ })).toContainText('German');
    await expect(page.getByRole('heading', { name: 'Welcome Back !' })).toBeVisible();
  });

  test('two-step: typing advances, Backspace goes back, a pasted code fills all four, Confirm goes home', async ({ page }) => {
    await page.goto('/auth-two-steps-boxed');
    const digit = (n: number) => page.getByLabel(`Digit ${n}`);
    for (const n of [1, 2, 3, 4]) await expect(digit(n)).toHaveAttribute('maxlength', '1');
    await digit(1).click();
    await page.keyboard.type('1x2');
    await expect(digit(1)).toHaveValue('1');
    await expect(digit(2)).toHaveValue('2');
    await expect(digit(3)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(digit(2)).toBeFocused();

    await digit(1).focus();
    await digit(1).evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text/plain', '9876');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(digit(1)).toHaveValue('9');
    await expect(digit(2)).toHaveValue('8');
    await expect(digit(3)).toHaveValue('7');
    await expect(digit(4)).toHaveValue('6');
    await expectLink(page, 'Back to Home', '/');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/account-login\?returnUrl=%2F$/);
  });

  test("two-step names the signed-in user's address", async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('currentUser', JSON.stringify({ email: 'sam.lee@example.com' })));
    await page.goto('/auth-two-steps-modern');
    await expect(page.getByText('Please enter the 4 digit code sent to sam.lee@example.com')).toBeVisible();
  });
});

test.describe('status pages (§2, §4)', () => {
  test("coming soon counts down to 'We've Launched our new website'", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.clock.install();
    await page.goto('/pages-coming-soon');
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    const timer = page.getByRole('timer');
    for (const label of ['Days', 'Hours', 'Minutes', 'Seconds']) await expect(timer.getByText(label, { exact: true })).toBeVisible();
    await expect(timer).toHaveAttribute('data-countdown-date', 'Oct 30, 2025');
    await expect(timer).toContainText(/Days00Hours00Minutes00Seconds(10|0\d)$/);
    await expect(page.getByText('Be alerted when our launch happens.')).toBeVisible();
    await expect(page.getByText("Don't worry, we won't inundate your inbox")).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

    await page.clock.runFor(2000);
    await expect(timer).toContainText(/Seconds0[0-8]$/);
    await page.clock.runFor(9000);
    await expect(page.getByRole('heading', { name: "We've Launched our new website" })).toBeVisible();
    await expectLink(page, 'Back to Home', '/');
    expect(errors).toEqual([]);
  });

  test('maintenance, 404 and offline show their texts', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/pages-maintenance');
    await expect(page.getByRole('heading', { name: 'Currently in Maintenance Mode !!!' })).toBeVisible();
    await expect(page.getByText('Website is Under Construction. Please check back later!')).toBeVisible();
    await expectLink(page, 'Back to Home', '/');
    // A path that is not valid percent-encoding, on a full page load, reaches the app too.
    for (const path of ['/pages-404', '/no/such/page', '/a%zz', '/pages-%E0%A4%A']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'OPPS, PAGE NOT FOUND' })).toBeVisible();
      await expectLink(page, 'Back to Home', '/');
    }
    await page.goto('/pages-offline');
    await expect(page.getByRole('heading', { name: "We're Temporarily Offline" })).toBeVisible();
    await expect(page.getByText(/can't show you these images because you aren't connected to the internet/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Refresh reloads the current address', async ({ page }) => {
    await page.goto('/pages-offline?from=test');
    await page.evaluate(() => Object.assign(window, { beforeRefresh: true }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => page.evaluate(() => 'beforeRefresh' in window)).toBe(false);
    await expect(page).toHaveURL('/pages-offline?from=test');
    await expect(page.getByRole('heading', { name: "We're Temporarily Offline" })).toBeVisible();
  });

  test.describe('without the service worker', () => {
    // The mock backend's service worker, once it controls the page, fetches the chunks itself, out of reach of page.route.
    test.use({ serviceWorkers: 'block' });

    /** Opens /pages-404, then goes to /pages-maintenance inside the app while its code cannot load: offline, or answered `status` by the server. */
    async function failMaintenanceChunk(page: Page, how: 'offline' | 503) {
      const chunk = /\/assets\/maintenance-page-[^/]*\.js$/;
      await page.goto('/pages-404');
      await expect(page.getByRole('heading', { name: 'OPPS, PAGE NOT FOUND' })).toBeVisible();
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      if (how === 'offline') await page.context().setOffline(true);
      else await page.route(chunk, (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }));
      await page.evaluate(() => window.history.pushState(null, '', '/pages-maintenance'));
      return async () => {
        if (how === 'offline') await page.context().setOffline(false);
        else await page.unroute(chunk);
      };
    }

    test('a page whose code fails to load while offline shows the offline page, not a blank screen, as long as it is offline', async ({ page }) => {
      const restore = await failMaintenanceChunk(page, 'offline');
      await expect(page.getByRole('heading', { name: "We're Temporarily Offline" })).toBeVisible();
      // Refresh while still offline tries again and says so again.
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.getByRole('heading', { name: "We're Temporarily Offline" })).toBeVisible();
      await restore();
      await expect(page.getByRole('heading', { name: 'Currently in Maintenance Mode !!!' })).toBeVisible();
    });

    test("a page whose code the server fails while the browser is online says 'Something went wrong', not offline; Try again loads it", async ({ page }) => {
      const restore = await failMaintenanceChunk(page, 503);
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
      await expect(page.getByRole('heading', { name: "We're Temporarily Offline" })).toHaveCount(0);
      await restore();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: 'Currently in Maintenance Mode !!!' })).toBeVisible();
    });

    test('a page whose code failed loads again, without a reload, when the browser is back online or the user comes back to it', async ({ page }) => {
      const restore = await failMaintenanceChunk(page, 'offline');
      await expect(page.getByRole('heading', { name: "We're Temporarily Offline" })).toBeVisible();
      const reloads = await keepsFailedImports(page);
      // Back online: the browser's 'online' event.
      await restore();
      await expect(page.getByRole('heading', { name: 'Currently in Maintenance Mode !!!' })).toBeVisible();
      // Without a reload, unless the browser keeps the failed fetch: then a reload is the only way.
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(!reloads);
    });

    test('leaving a page whose code failed and coming back loads it again', async ({ page }) => {
      const restore = await failMaintenanceChunk(page, 'offline');
      await expect(page.getByRole('heading', { name: "We're Temporarily Offline" })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'OPPS, PAGE NOT FOUND' })).toBeVisible();
      const reloads = await keepsFailedImports(page);
      await restore();
      await page.goForward();
      await expect(page.getByRole('heading', { name: 'Currently in Maintenance Mode !!!' })).toBeVisible();
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(!reloads);
    });
  });
});
