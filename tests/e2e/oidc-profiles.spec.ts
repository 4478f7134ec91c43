import type { Page } from '@playwright/test';
import { collectPageErrors, isolated, toasts } from './helpers';
import { providerName } from './oidc-env';
import { profileNamed, profileSetup } from './oidc-profiles';
import { signInAtProvider, storedRefreshToken } from './oidc-sign-in';
import { expect, test as base } from './test';

/** The provider profile of the project running (playwright.oidc.config.ts sets it). */
const test = base.extend<object, { oidcProfile: string }>({
  oidcProfile: ['keycloak', { option: true, scope: 'worker' }],
});

const employeeRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Employees' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

test('signs in with tokens shaped as this provider issues them: the role shown, a write as the role says, and sign-out revokes', async ({
  page,
  request,
  oidcProfile,
}) => {
  const profile = profileNamed(oidcProfile);
  const { issuer, apiUrl, accountUrl } = profileSetup(profile);
  const { name, role, login } = profile.user;
  const errors = collectPageErrors(page);

  await page.goto('/employees');
  await signInAtProvider(page, { issuer, providerName, login });
  await expect(page).toHaveURL('/employees');
  // The role comes from the role claim as mapped (VITE_OIDC_ROLES), wherever the recipe puts it.
  await expect(page.getByRole('button', { name: `${name} ${role}, profile menu` })).toBeVisible();
  await expect(employeeRows(page).first()).toBeVisible();
  if (role !== 'Admin') for (const row of await employeeRows(page).all()) await expect(row).toContainText('Operations');

  await employeeRows(page).first().getByRole('rowheader').getByRole('link').click();
  await expect(page).toHaveURL(/\/employees\/emp-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Employees');
  const employee = (await page.getByRole('heading', { level: 1 }).textContent())!;
  if (role === 'Viewer') {
    await expect(page.getByRole('main').getByRole('button', { name: 'Edit employee' })).toHaveCount(0);
    // The API refuses the write too: it takes the role from its own table, found by the token's user.
    const token = await page.evaluate(() => sessionStorage.getItem('auth-token'));
    const id = new URL(page.url()).pathname.split('/').pop();
    const refused = await request.put(`${apiUrl}/training/employees/${id}`, { headers: { Authorization: `Bearer ${token}` }, data: { lastName: 'Changed' } });
    expect(refused.status()).toBe(403);
  } else {
    await page.getByRole('button', { name: 'Edit employee' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit employee' });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(toasts(page).filter({ hasText: `${isolated(employee)} saved.` })).toBeVisible();
  }

  // The provider owns the password: no Change Password; its account page when the recipe names one.
  await page.getByRole('button', { name: `${name} ${role}, profile menu` }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toHaveCount(0);
  if (accountUrl) await expect(page.getByRole('menuitem', { name: 'Manage account' })).toHaveAttribute('href', accountUrl);
  else await expect(page.getByRole('menuitem', { name: 'Manage account' })).toHaveCount(0);

  const refreshToken = await storedRefreshToken(page);
  expect(refreshToken).toBeTruthy();
  const { revocation_endpoint: revocationEndpoint } = (await (await request.get(`${issuer}/.well-known/openid-configuration`)).json()) as {
    revocation_endpoint?: string;
  };
  const revocations: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /revo/.test(new URL(sent.url()).pathname)) revocations.push(sent.url());
  });
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/auth-logout-basic');
  if (revocationEndpoint) {
    // Asked of the provider itself: the revocation reached it before the browser left.
    expect(await (await request.get(`${issuer}/__tokens?refresh_token=${encodeURIComponent(refreshToken!)}`)).json()).toEqual({ state: 'revoked' });
  } else {
    // A provider without revocation (Entra ID): nothing to revoke at, and its session is ended.
    expect(revocations).toEqual([]);
    await page.goto('/account-login');
    await page.getByRole('button', { name: `Sign in with ${providerName}` }).click();
    await expect(page.locator('input[name=login]')).toBeVisible();
  }
  expect(errors).toEqual([]);
});
