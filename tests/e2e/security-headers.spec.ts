import { expect, test } from './test';
import { toasts } from './helpers';

// Every test of the suite fails on a policy violation (./test.ts); these check the headers themselves
// and that what the policy would block by default still looks right under it.
test.describe('served with a strict Content-Security-Policy (hardening)', () => {
  for (const path of ['/account-login', '/employees', '/employee-course-history?to=garbage', '/no-such-page']) {
    test(`${path} comes with the policy and the security headers, and is revalidated`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toContain("script-src 'self' 'sha256-");
      expect(policy).toContain("style-src 'self' 'sha256-");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-inline');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cache-control']).toBe('no-cache');
    });
  }

  test('the hashed files are cached for a year, the message files are revalidated', async ({ page, request }) => {
    const script = page.waitForResponse((response) => /\/assets\/[^/]+\.js$/.test(response.url()));
    await page.goto('/account-login');
    expect((await script).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/assets/i18n/en.json')).headers()['cache-control']).toBe('no-cache');
  });

  test('a missing asset (a chunk of another deployment, or one not copied yet) is a 404 nothing keeps, not the app page', async ({ request }) => {
    for (const path of ['/assets/compliance-bars-Gone0000.js', '/assets/app-Gone0000.css']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['cache-control'], path).toBe('no-store');
      expect(response.headers()['content-type'], path).not.toContain('text/html');
    }
  });

  test("the build's own files are not handed out, and an asset folder is no page: each a 404 under the policy", async ({ request }) => {
    for (const path of ['/.vite/manifest.json', '/.vite/security-headers.json', '/_headers', '/assets/', '/assets/i18n/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['cache-control'], path).toBe('no-store');
      expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(response.headers()['content-type'], path).not.toContain('text/html');
    }
  });

  test("the prerendered sign-in page is styled, and a toast gets notistack's styles", async ({ page }) => {
    await page.goto('/account-login');
    const button = page.getByRole('button', { name: 'Sign In' });
    // The page's CSS is inline: blocked, the button would be the browser's grey one.
    await expect(button).not.toHaveCSS('background-color', 'rgb(239, 239, 239)');
    await button.click();
    const toast = toasts(page).filter({ hasText: 'Please fill all required fields.' });
    await expect(toast).toBeVisible();
    // notistack's container is fixed to the viewport by the CSS goober would have injected.
    await expect(page.locator('[data-toaster] .notistack-SnackbarContainer')).toHaveCSS('position', 'fixed');
  });
});
