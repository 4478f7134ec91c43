import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { ProviderSession } from '../../src/domain/token';
import {
  MIN_RENEW_INTERVAL_MS,
  RENEW_BEFORE_EXPIRY_MS,
  RENEW_RETRY_MS,
  selectAccount,
  selectDraftOwner,
  selectIsLoggedIn,
  selectToken,
  sessionMachine,
} from '../../src/machines/session.machine';
import type { TabsEvent } from '../../src/machines/session-tabs';
import { decodeUser, type TokenUser } from '../../src/domain/token';

const key = new TextEncoder().encode('test-secret');

async function token(expSeconds: number): Promise<string> {
  return new SignJWT({ user_id: 1, email: 'admin@example.com', first_name: 'Alex', last_name: 'Morgan', user_type: 'staff', node_id: 10, node_type: 'Admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(expSeconds)
    .sign(key);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The session with spy actions, and a `tabs` actor whose events the test sends as the other tabs would. */
function start(initialToken: string | null) {
  const endStoredSession = vi.fn();
  const navigateToLogout = vi.fn();
  const navigateToLogin = vi.fn();
  const announceSignOut = vi.fn();
  const tabs = { send: (_event: TabsEvent) => {}, stopped: false };
  const machine = sessionMachine.provide({
    actions: {
      endStoredSession: (_, how) => endStoredSession(how),
      navigateToLogout,
      navigateToLogin,
      announceSignOut: (_, userId) => announceSignOut(userId),
    },
    actors: {
      tabs: fromCallback<TabsEvent>(({ sendBack }) => {
        tabs.send = sendBack;
        return () => {
          tabs.stopped = true;
        };
      }),
    },
  });
  const actor = createActor(machine, { input: { token: initialToken, account: initialToken ? ACCOUNT : null } }).start();
  return { actor, endStoredSession, navigateToLogout, navigateToLogin, announceSignOut, tabs };
}

const ACCOUNT = { userId: '1', email: 'admin@example.com', firstName: 'Alex', lastName: 'Morgan', username: 'admin', userType: 'staff', nodeType: 'Admin' };

describe('decodeUser (§3)', () => {
  it('decodes the claims of a token', async () => {
    const claims = decodeUser(await token(nowSeconds() + 60));
    expect(claims).toMatchObject({ user_id: 1, email: 'admin@example.com', node_type: 'Admin' });
    expect(typeof claims.exp).toBe('number');
  });

  it.each(['not-a-token', 'a.b.c', ''])('gives {} for the undecodable token %j', (raw) => {
    expect(decodeUser(raw)).toEqual({});
  });
});

describe('session machine (§4 Session)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts signed out without a token', () => {
    const { actor, endStoredSession } = start(null);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(endStoredSession).not.toHaveBeenCalled();
  });

  it('starts signed in with a current stored token: holds the token for REST calls and the stored account, and owns the drafts', async () => {
    const stored = await token(nowSeconds() + 3600);
    const { actor } = start(stored);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user?.first_name).toBe('Alex');
    expect(selectToken(actor.getSnapshot())).toBe(stored);
    expect(selectAccount(actor.getSnapshot())).toEqual(ACCOUNT);
    expect(selectDraftOwner(actor.getSnapshot())).toBe('1');
  });

  it('treats an expired stored token as signed out, ended by itself (drafts kept)', async () => {
    const { actor, endStoredSession } = start(await token(nowSeconds() - 10));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(endStoredSession).toHaveBeenCalledExactlyOnceWith('ended');
  });

  it('treats an undecodable stored token as signed out', () => {
    const { actor, endStoredSession } = start('garbage');
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(endStoredSession).toHaveBeenCalledExactlyOnceWith('ended');
  });

  it('ends the session when the token expires, keeping the drafts', async () => {
    const { actor, endStoredSession, navigateToLogin } = start(await token(nowSeconds() + 5));
    expect(actor.getSnapshot().value).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(6000);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(selectToken(actor.getSnapshot())).toBeNull();
    expect(endStoredSession).toHaveBeenCalledExactlyOnceWith('ended');
    expect(navigateToLogin).not.toHaveBeenCalled();
  });

  it("signs out: tells the user's other tabs, clears storage and the form drafts, and goes to the logout page", async () => {
    const { actor, endStoredSession, navigateToLogout, announceSignOut } = start(await token(nowSeconds() + 60));
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, account: null });
    expect(endStoredSession).toHaveBeenCalledExactlyOnceWith('signedOut');
    expect(announceSignOut).toHaveBeenCalledExactlyOnceWith('1');
    expect(navigateToLogout).toHaveBeenCalledOnce();
    // The drafts' owner stays: a form closing as the page goes still writes where the user finds it.
    expect(selectDraftOwner(actor.getSnapshot())).toBe('1');
  });

  it('§8: a 401 ends the session (drafts kept) and reloads on the login page, once however many calls fail together', async () => {
    const { actor, endStoredSession, navigateToLogin, navigateToLogout, announceSignOut } = start(await token(nowSeconds() + 60));
    actor.send({ type: 'session.unauthorized', mayRenew: true });
    actor.send({ type: 'session.unauthorized', mayRenew: true });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(endStoredSession).toHaveBeenCalledExactlyOnceWith('ended');
    expect(navigateToLogin).toHaveBeenCalledOnce();
    expect(navigateToLogout).not.toHaveBeenCalled();
    expect(announceSignOut).not.toHaveBeenCalled();
  });

  it('the same user signing out in another tab signs this tab out, drafts and all, without telling the tabs again', async () => {
    const { actor, endStoredSession, navigateToLogout, announceSignOut, tabs } = start(await token(nowSeconds() + 60));
    tabs.send({ type: 'session.signedOutElsewhere' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(endStoredSession).toHaveBeenCalledExactlyOnceWith('signedOut');
    expect(announceSignOut).not.toHaveBeenCalled();
    expect(navigateToLogout).not.toHaveBeenCalled();
  });

  it('runs the tabs actor for as long as the session actor runs', async () => {
    const { actor, tabs } = start(await token(nowSeconds() + 60));
    actor.send({ type: 'session.signOut' });
    expect(tabs.stopped).toBe(false);
    actor.stop();
    expect(tabs.stopped).toBe(true);
  });
});

describe('session machine, a provider session (§6 oidc)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const user = (expSeconds: number): TokenUser => ({ user_id: 'u-1', email: 'admin@example.com', first_name: 'Alex', user_type: 'admin', exp: expSeconds });

  function startProvider(expSeconds: number, { renew, end }: { renew?: () => Promise<ProviderSession>; end?: () => Promise<string> } = {}) {
    const actions = {
      endStoredSession: vi.fn(),
      navigateToLogout: vi.fn(),
      navigateToLogin: vi.fn(),
      storeSession: vi.fn(),
      leaveTo: vi.fn(),
      announceRenewal: vi.fn(),
    };
    const renewSession = vi.fn(renew ?? (() => Promise.reject(new Error('no renewal in this test'))));
    const endProviderSession = vi.fn(end ?? (() => Promise.resolve('https://idp.example/session/end?id_token_hint=x')));
    const machine = sessionMachine.provide({
      actions: {
        endStoredSession: (_, how) => actions.endStoredSession(how),
        navigateToLogout: actions.navigateToLogout,
        navigateToLogin: actions.navigateToLogin,
        storeSession: (_, session) => actions.storeSession(session),
        leaveTo: (_, url) => actions.leaveTo(url),
        announceRenewal: actions.announceRenewal,
      },
      actors: { renewSession: fromPromise(() => renewSession()), endProviderSession: fromPromise(() => endProviderSession()) },
    });
    // An opaque access token: the user comes from the provider's claims, not from the token.
    const actor = createActor(machine, { input: { token: 'opaque-access-token', user: user(expSeconds), renewable: true } }).start();
    return { actor, actions, renewSession, endProviderSession };
  }

  it('takes a renewal made in another tab: the new token and user, and the renewal timer from the new expiry', async () => {
    const { actor, renewSession } = startProvider(nowSeconds() + 300);
    await vi.advanceTimersByTimeAsync(100_000);
    actor.send({ type: 'session.renewedElsewhere', session: { token: 'renewed-elsewhere', user: user(nowSeconds() + 3600) } });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.token).toBe('renewed-elsewhere');
    // The old expiry's renewal no longer comes.
    await vi.advanceTimersByTimeAsync(300_000 - 100_000);
    expect(renewSession).not.toHaveBeenCalled();
  });

  it('starts signed in from the mapped user of an opaque token', () => {
    const { actor } = startProvider(nowSeconds() + 3600);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user?.first_name).toBe('Alex');
  });

  it('starts signed out, storage cleared, when the mapped user has expired', () => {
    const { actor, actions } = startProvider(nowSeconds() - 1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actions.endStoredSession).toHaveBeenCalledExactlyOnceWith('ended');
  });

  it(`renews ${RENEW_BEFORE_EXPIRY_MS / 1000} s before expiry, stays signed in meanwhile, and stores the new session`, async () => {
    const renewed: ProviderSession = { token: 'renewed-token', user: user(nowSeconds() + 7200) };
    let finish: (session: ProviderSession) => void = () => {};
    const { actor, actions, renewSession } = startProvider(nowSeconds() + 300, { renew: () => new Promise((resolve) => (finish = resolve)) });
    await vi.advanceTimersByTimeAsync(300_000 - RENEW_BEFORE_EXPIRY_MS - 1000);
    expect(renewSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(renewSession).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('renewing');
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    finish(renewed);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.token).toBe('renewed-token');
    expect(actions.storeSession).toHaveBeenCalledWith(renewed);
    // The browser's other tabs take it: one refresh token serves them all.
    expect(actions.announceRenewal).toHaveBeenCalledOnce();
    // The next renewal is timed from the new expiry.
    await vi.advanceTimersByTimeAsync(7200_000 - RENEW_BEFORE_EXPIRY_MS - 400_000);
    expect(renewSession).toHaveBeenCalledOnce();
  });

  it('renews on a 401 (session.unauthorized), then is signed in with the new token', async () => {
    const { actor, renewSession } = startProvider(nowSeconds() + 3600, {
      renew: () => Promise.resolve({ token: 'after-401', user: user(nowSeconds() + 3600) }),
    });
    actor.send({ type: 'session.unauthorized', mayRenew: true });
    expect(actor.getSnapshot().value).toBe('renewing');
    await vi.advanceTimersByTimeAsync(0);
    expect(renewSession).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.token).toBe('after-401');
  });

  it('a provider out of reach is tried again while the token lasts, and the user stays signed in', async () => {
    const attempts = [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve({ token: 'back-online', user: user(nowSeconds() + 3600) })];
    const { actor, renewSession } = startProvider(nowSeconds() + 3600, { renew: () => attempts.shift()!() });
    actor.send({ type: 'session.unauthorized', mayRenew: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waitingToRenew');
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(RENEW_RETRY_MS);
    expect(renewSession).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.token).toBe('back-online');
  });

  it('a provider out of reach when the token is about to expire signs out', async () => {
    const { actor, actions } = startProvider(nowSeconds() + 5, { renew: () => Promise.reject(new TypeError('Failed to fetch')) });
    actor.send({ type: 'session.unauthorized', mayRenew: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actions.navigateToLogin).toHaveBeenCalledOnce();
  });

  it('a renewal that brings no current token signs out instead of renewing again at once', async () => {
    const { actor, actions, renewSession } = startProvider(nowSeconds() + 3600, {
      renew: () => Promise.resolve({ token: 't', user: { email: 'a@example.com' } }),
    });
    actor.send({ type: 'session.unauthorized', mayRenew: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actions.navigateToLogin).toHaveBeenCalledOnce();
    expect(renewSession).toHaveBeenCalledOnce();
  });

  it(`tokens that live a minute or less are renewed at most every ${MIN_RENEW_INTERVAL_MS / 1000} s, not in a loop`, async () => {
    const { renewSession } = startProvider(nowSeconds() + 60, { renew: () => Promise.resolve({ token: 'short', user: user(nowSeconds() + 60) }) });
    await vi.advanceTimersByTimeAsync(MIN_RENEW_INTERVAL_MS * 3 - 100);
    expect(renewSession.mock.calls.length).toBeLessThanOrEqual(3);
    expect(renewSession.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('a failed renewal signs out and goes to the login page (which keeps the returnUrl)', async () => {
    const { actor, actions } = startProvider(nowSeconds() + 3600, { renew: () => Promise.reject(new Error('invalid_grant')) });
    actor.send({ type: 'session.unauthorized', mayRenew: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(actions.endStoredSession).toHaveBeenCalledExactlyOnceWith('ended');
    expect(actions.navigateToLogin).toHaveBeenCalledOnce();
    expect(actions.navigateToLogout).not.toHaveBeenCalled();
  });

  it('signs out through the provider: ends its session, clears storage, leaves for its end-session URL', async () => {
    const { actor, actions, endProviderSession } = startProvider(nowSeconds() + 3600);
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().value).toBe('endingProviderSession');
    await vi.advanceTimersByTimeAsync(0);
    expect(endProviderSession).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actions.endStoredSession).toHaveBeenCalledExactlyOnceWith('signedOut');
    expect(actions.leaveTo).toHaveBeenCalledWith('https://idp.example/session/end?id_token_hint=x');
    expect(actions.navigateToLogout).not.toHaveBeenCalled();
  });

  it('signs out here only when the provider cannot be reached', async () => {
    const { actor, actions } = startProvider(nowSeconds() + 3600, { end: () => Promise.reject(new TypeError('Failed to fetch')) });
    actor.send({ type: 'session.signOut' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actions.endStoredSession).toHaveBeenCalledExactlyOnceWith('signedOut');
    expect(actions.navigateToLogout).toHaveBeenCalledOnce();
    expect(actions.leaveTo).not.toHaveBeenCalled();
  });

  it('a 401 refused again after a renewal ends the session instead of renewing again', async () => {
    const { actor, actions, renewSession } = startProvider(nowSeconds() + 3600);
    actor.send({ type: 'session.unauthorized', mayRenew: false });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(renewSession).not.toHaveBeenCalled();
    expect(actions.endStoredSession).toHaveBeenCalledExactlyOnceWith('ended');
    expect(actions.navigateToLogin).toHaveBeenCalledOnce();
  });

  it('a 401 while waiting to renew tries the renewal at once', async () => {
    const attempts = [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve({ token: 'now', user: user(nowSeconds() + 3600) })];
    const { actor, renewSession } = startProvider(nowSeconds() + 3600, { renew: () => attempts.shift()!() });
    actor.send({ type: 'session.unauthorized', mayRenew: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waitingToRenew');
    actor.send({ type: 'session.unauthorized', mayRenew: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(renewSession).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.token).toBe('now');
  });
});
