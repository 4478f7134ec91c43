import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../src/machines/session.machine';
import { decodeUser } from '../../src/machines/token';

const key = new TextEncoder().encode('test-secret');

async function token(expSeconds: number): Promise<string> {
  return new SignJWT({ user_id: 1, email: 'admin@example.com', first_name: 'Alex', last_name: 'Morgan', user_type: 'staff', node_id: 10, node_type: 'Admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(expSeconds)
    .sign(key);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function start(initialToken: string | null) {
  const clearStorage = vi.fn();
  const navigateToLogout = vi.fn();
  const actor = createActor(sessionMachine.provide({ actions: { clearStorage, navigateToLogout } }), { input: { token: initialToken } }).start();
  return { actor, clearStorage, navigateToLogout };
}

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
    const { actor, clearStorage } = start(null);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(clearStorage).not.toHaveBeenCalled();
  });

  it('starts signed in with a current stored token', async () => {
    const { actor } = start(await token(nowSeconds() + 3600));
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user?.first_name).toBe('Alex');
  });

  it('treats an expired stored token as signed out and clears storage', async () => {
    const { actor, clearStorage } = start(await token(nowSeconds() - 10));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(clearStorage).toHaveBeenCalledOnce();
  });

  it('treats an undecodable stored token as signed out', () => {
    const { actor, clearStorage } = start('garbage');
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(clearStorage).toHaveBeenCalledOnce();
  });

  it('ends the session when the token expires', async () => {
    const { actor, clearStorage } = start(await token(nowSeconds() + 5));
    expect(actor.getSnapshot().value).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(6000);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(clearStorage).toHaveBeenCalledOnce();
  });

  it('signs out: clears storage and goes to the logout page', async () => {
    const { actor, clearStorage, navigateToLogout } = start(await token(nowSeconds() + 60));
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(clearStorage).toHaveBeenCalledOnce();
    expect(navigateToLogout).toHaveBeenCalledOnce();
  });

  it('expires on demand (a 401) without going to the logout page', async () => {
    const { actor, clearStorage, navigateToLogout } = start(await token(nowSeconds() + 60));
    actor.send({ type: 'session.expire' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(clearStorage).toHaveBeenCalledOnce();
    expect(navigateToLogout).not.toHaveBeenCalled();
  });
});
