// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInFailure, type SignInFailureKind } from '../../api/oidc/sign-in-failure';
import type * as Config from '../../config';
import { readSession } from '../../machines/session-persistence';
import { toast } from '../../components/toast';
import AuthCallbackRoute from './auth-callback.route';
import ProviderLoginRoute from './provider-login.route';
import { renderWithApp } from '../../../tests/render';
import { installMemoryStorage } from '../../../tests/storage';

const client = { signIn: vi.fn(), completeSignIn: vi.fn() };
vi.mock('../../api/oidc/provider', () => ({
  providerClient: { load: () => Promise.resolve(client) },
  oidcSettings: () => ({ providerName: 'Contoso ID' }),
}));
vi.mock('../../config', async (original) => {
  const actual = await original<typeof Config>();
  return { config: { ...actual.config, oidc: { settings: { providerName: 'Contoso ID' }, problems: [] } } };
});
vi.mock('../../components/toast', () => ({ toast: vi.fn() }));

beforeEach(() => {
  installMemoryStorage();
  vi.mocked(toast).mockClear();
  client.signIn.mockReset();
  client.completeSignIn.mockReset();
  vi.stubEnv('VITE_AUTH_MODE', 'oidc');
});
afterEach(() => vi.unstubAllEnvs());

describe('oidc sign-in page (§2 Login, §6)', () => {
  it("starts the provider's sign-in with the validated returnUrl", async () => {
    client.signIn.mockReturnValue(new Promise(() => {}));
    renderWithApp(<ProviderLoginRoute />, { path: '/account-login?returnUrl=%2Femployees%3Fq%3DLaura' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back !' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Contoso ID' }));
    await waitFor(() => expect(client.signIn).toHaveBeenCalledWith('/employees?q=Laura'));
    expect(screen.getByRole('button', { name: 'Please wait' })).toBeDisabled();
  });

  it('never carries an off-site returnUrl to the provider', async () => {
    client.signIn.mockReturnValue(new Promise(() => {}));
    renderWithApp(<ProviderLoginRoute />, { path: '/account-login?returnUrl=%2F%2Fevil.example' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Contoso ID' }));
    await waitFor(() => expect(client.signIn).toHaveBeenCalledWith('/'));
  });

  it('a provider out of reach is told in a toast and the button can be pressed again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    client.signIn.mockRejectedValue(new SignInFailure('unreachable'));
    renderWithApp(<ProviderLoginRoute />, { path: '/account-login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Contoso ID' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Contoso ID cannot be reached right now. Please try again in a moment.', 'error'));
    expect(screen.getByRole('button', { name: 'Sign in with Contoso ID' })).toBeEnabled();
  });
});

/** The callback reads the provider's answer from the browser's address: the page is opened there. */
function openCallback(path: string) {
  window.history.replaceState(null, '', path);
  return renderWithApp(<AuthCallbackRoute />, { path });
}

describe('oidc callback (/auth/callback, §6)', () => {
  it('stores the session and replaces the URL with the path the sign-in was for', async () => {
    client.completeSignIn.mockResolvedValue({
      session: { token: 'access-token', user: { email: 'a@example.com', first_name: 'Ada', exp: 4_000_000_000 } },
      returnUrl: '/trainings?page=2',
    });
    const { history } = openCallback('/auth/callback?code=abc&state=one');
    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in…' })).toBeVisible();
    await waitFor(() => expect(history.at(-1)).toBe('/trainings?page=2'));
    expect(readSession().token).toBe('access-token');
    expect(readSession().user).toEqual({ email: 'a@example.com', first_name: 'Ada', exp: 4_000_000_000 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('a returnUrl that left the state unchecked is checked here: off-site goes home', async () => {
    client.completeSignIn.mockResolvedValue({ session: { token: 't', user: { exp: 4_000_000_000 } }, returnUrl: '//evil.example/x' });
    const { history } = openCallback('/auth/callback?code=abc&state=two');
    await waitFor(() => expect(history.at(-1)).toBe('/'));
  });

  it.each<[SignInFailureKind, string]>([
    ['cancelled', 'Sign-in was cancelled. Sign in again when you are ready.'],
    ['loginRequired', 'Your session at Contoso ID has ended. Please sign in again.'],
    ['expired', 'This sign-in link has expired or was already used. Please sign in again.'],
    ['unreachable', 'Contoso ID cannot be reached right now. Please try again in a moment.'],
    ['failed', 'Sign-in with Contoso ID failed. Please try again.'],
  ])('%s: goes to the login page and says "%s"; nothing is stored', async (kind, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    client.completeSignIn.mockRejectedValue(new SignInFailure(kind));
    const { history } = openCallback(`/auth/callback?error=${kind}&state=s-${kind}`);
    await waitFor(() => expect(history.at(-1)).toBe('/account-login'));
    expect(toast).toHaveBeenCalledExactlyOnceWith(message, 'error');
    expect(readSession().token).toBeNull();
  });
});
