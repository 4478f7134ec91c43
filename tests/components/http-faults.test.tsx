// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { createActor } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAppList } from '../../src/api/app-lists';
import { ApiError } from '../../src/api/errors';
import { employeeApi } from '../../src/api/reference';
import { toast } from '../../src/components/toast';
import { userDataStorageKey } from '../../src/config';
import { HttpFaults } from '../../src/app/http-faults';
import { setRestSession } from '../../src/api/rest-session';
import { endSession, readSession } from '../../src/machines/session-persistence';
import { restSessionOf } from '../../src/machines/session-rest';
import { sessionMachine } from '../../src/machines/session.machine';
import { DEMO_USER } from '../../mocks/fixtures/users';
import { issueToken } from '../../mocks/jwt';
import { server } from '../../mocks/node';
import { scenarios } from '../../mocks/scenarios';
import { renderWithApp } from '../render';

vi.mock('../../src/components/toast', () => ({ toast: vi.fn() }));

const PREFERENCE_KEYS = ['layout-settings', 'lang-preference'];

/**
 * A signed-in tab as the shell has it: the stored session, and the session actor (with the real
 * storage actions) as the REST calls' session. @returns the token and the fake of the login reload.
 */
async function signedInBrowser() {
  const token = await issueToken(DEMO_USER);
  sessionStorage.setItem('auth-token', token);
  sessionStorage.setItem('currentUser', JSON.stringify({ email: DEMO_USER.email, firstName: 'Alex' }));
  localStorage.setItem(userDataStorageKey, JSON.stringify({ email: DEMO_USER.email }));
  for (const key of PREFERENCE_KEYS) localStorage.setItem(key, 'kept');
  const navigateToLogin = vi.fn();
  const session = createActor(sessionMachine.provide({ actions: { endStoredSession: (_, how) => endSession(how), navigateToLogin } }), {
    input: readSession(),
  }).start();
  setRestSession(restSessionOf(session));
  return { token, navigateToLogin };
}

const mount = () => renderWithApp(<HttpFaults />);

describe('HttpFaults (§8 status table in the app)', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it.each([
    ['forbidden', 'Permission Denied', {}],
    ['server-error', 'Internal Server Error: the data service is unavailable.', {}],
    ['bad-gateway', 'Something went wrong', {}],
    // The API is on the page's own origin here: a call with no answer is a server out of reach.
    ['offline', 'Something went wrong', { detail: 'The server cannot be reached.' }],
  ] as const)('%s: toasts %s once and the session survives', async (scenario, message, detail) => {
    const { token, navigateToLogin } = await signedInBrowser();
    mount();
    server.use(...scenarios[scenario]);
    await expect(employeeApi.list()).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenCalledExactlyOnceWith(message, 'error', { oncePerBurst: true, ...detail });
    expect(sessionStorage.getItem('auth-token')).toBe(token);
    expect(sessionStorage.getItem('currentUser')).not.toBeNull();
    expect(localStorage.getItem(userDataStorageKey)).not.toBeNull();
    expect(navigateToLogin).not.toHaveBeenCalled();
  });

  it.each(['server-error', 'offline'] as const)('%s: the calls that fail together are told as one event', async (scenario) => {
    mount();
    server.use(...scenarios[scenario]);
    await Promise.allSettled([employeeApi.list(), fetchAppList('product'), fetchAppList('order')]);
    expect(toast).toHaveBeenCalledTimes(3);
    for (const call of vi.mocked(toast).mock.calls) expect(call[2]).toMatchObject({ oncePerBurst: true });
  });

  it('401 is the session’s: it ends (session storage and the versioned user data go, form drafts and preferences stay), and the login page loads once', async () => {
    const { navigateToLogin } = await signedInBrowser();
    sessionStorage.setItem('draft:1:employee:emp-1', '{"values":{"lastName":"Typed"},"savedAt":1}');
    mount();
    server.use(...scenarios.unauthorized);
    await Promise.allSettled([employeeApi.list(), fetchAppList('product'), fetchAppList('order')]);
    await waitFor(() => expect(navigateToLogin).toHaveBeenCalled());
    expect(navigateToLogin).toHaveBeenCalledOnce();
    // Only the draft stays, and the note that the session ended (the sign-in page says so).
    expect(Object.keys(sessionStorage).sort()).toEqual(['draft:1:employee:emp-1', 'session-ended']);
    expect(localStorage.getItem(userDataStorageKey)).toBeNull();
    for (const key of PREFERENCE_KEYS) expect(localStorage.getItem(key)).toBe('kept');
    expect(toast).not.toHaveBeenCalled();
  });

  it('a refused sign-in is passed on to the login flow: no toast, no sign out', async () => {
    const { navigateToLogin } = await signedInBrowser();
    mount();
    server.use(...scenarios['login-fails']);
    const { login } = await import('../../src/api/auth');
    await expect(login({ email: 'admin@example.com', password: 'Admin@123' })).rejects.toMatchObject({ message: 'Invalid email or password.' });
    expect(toast).not.toHaveBeenCalled();
    expect(navigateToLogin).not.toHaveBeenCalled();
  });
});
