import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueToken } from '../../mocks/jwt';
import { DEMO_USER } from '../../mocks/fixtures/users';
import {
  announceSignOut,
  askOtherTabsForSession,
  onRenewedElsewhere,
  onSignedOutElsewhere,
  parseSessionMessage,
  shareSessionWithOtherTabs,
} from '../../src/storage/session-channel';
import { CURRENT_USER_KEY, hasStoredSession, readToken, TOKEN_KEY } from '../../src/storage/session-store';
import { installMemoryStorage } from '../storage';

/** Another tab of the same browser, as the channel sees it. */
function otherTab() {
  const channel = new BroadcastChannel('staff-admin-session');
  const heard: unknown[] = [];
  channel.onmessage = ({ data }: MessageEvent) => heard.push(data);
  return { channel, heard };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('the session shared by the tabs of one browser (§4 Session)', () => {
  beforeAll(() => installMemoryStorage());
  const open: BroadcastChannel[] = [];
  afterEach(() => {
    for (const channel of open.splice(0)) channel.close();
    sessionStorage.clear();
  });

  it('a tab without a session asks, and stores the first current session another tab answers with', async () => {
    const token = await issueToken(DEMO_USER);
    const tab = otherTab();
    open.push(tab.channel);
    tab.channel.onmessage = ({ data }: MessageEvent) => {
      if ((data as { kind?: string }).kind === 'ask')
        tab.channel.postMessage({
          kind: 'session',
          entries: [
            [TOKEN_KEY, token],
            [CURRENT_USER_KEY, '{"userId":"1"}'],
            ['mock-scenario', 'offline'],
          ],
        });
    };
    expect(await askOtherTabsForSession(1_000)).toBe(true);
    expect(readToken()).toBe(token);
    expect(sessionStorage.getItem(CURRENT_USER_KEY)).toBe('{"userId":"1"}');
    // Only the session's own keys travel.
    expect(sessionStorage.getItem('mock-scenario')).toBeNull();
  });

  it('without an answer, or with an expired session, it stays signed out after the wait', async () => {
    const expired = await issueToken(DEMO_USER, -60);
    const tab = otherTab();
    open.push(tab.channel);
    tab.channel.onmessage = ({ data }: MessageEvent) => {
      if ((data as { kind?: string }).kind === 'ask') tab.channel.postMessage({ kind: 'session', entries: [[TOKEN_KEY, expired]] });
    };
    expect(await askOtherTabsForSession(100)).toBe(false);
    expect(readToken()).toBeNull();
  });

  it('a signed-in tab answers one that asks, and says nothing when it has no session', async () => {
    const stop = shareSessionWithOtherTabs();
    const tab = otherTab();
    open.push(tab.channel);
    tab.channel.postMessage({ kind: 'ask' });
    await settle();
    expect(tab.heard).toEqual([]);
    const token = await issueToken(DEMO_USER);
    sessionStorage.setItem(TOKEN_KEY, token);
    tab.channel.postMessage({ kind: 'ask' });
    await settle();
    expect(tab.heard).toEqual([{ kind: 'session', entries: [[TOKEN_KEY, token]] }]);
    stop();
  });

  it('a sign-out in another tab clears this tab’s session and is told to the shell', async () => {
    const stop = shareSessionWithOtherTabs();
    const signedOut = vi.fn();
    const stopListening = onSignedOutElsewhere(signedOut);
    sessionStorage.setItem(TOKEN_KEY, await issueToken(DEMO_USER));
    const tab = otherTab();
    open.push(tab.channel);
    tab.channel.postMessage({ kind: 'signedOut' });
    await settle();
    expect(hasStoredSession()).toBe(false);
    expect(signedOut).toHaveBeenCalledOnce();
    stopListening();
    stop();
  });

  it('a tab never hears its own sign-out: oidc announces it before its session (and refresh token) is cleared', async () => {
    const stop = shareSessionWithOtherTabs();
    const signedOut = vi.fn();
    const stopListening = onSignedOutElsewhere(signedOut);
    const token = await issueToken(DEMO_USER);
    sessionStorage.setItem(TOKEN_KEY, token);
    const tab = otherTab();
    open.push(tab.channel);
    announceSignOut();
    await settle();
    expect(readToken()).toBe(token);
    expect(signedOut).not.toHaveBeenCalled();
    expect(tab.heard).toEqual([{ kind: 'signedOut' }]);
    stopListening();
    stop();
  });

  it("takes a renewal another tab announces when it is the same user's, never another user's", async () => {
    const stop = shareSessionWithOtherTabs();
    const renewed = vi.fn();
    const stopListening = onRenewedElsewhere(renewed);
    const current = await issueToken(DEMO_USER);
    sessionStorage.setItem(TOKEN_KEY, current);
    const tab = otherTab();
    open.push(tab.channel);
    tab.channel.postMessage({ kind: 'session', entries: [[TOKEN_KEY, await issueToken({ ...DEMO_USER, user_id: DEMO_USER.user_id + 1 })]] });
    await settle();
    expect(readToken()).toBe(current);
    expect(renewed).not.toHaveBeenCalled();
    const next = await issueToken(DEMO_USER, 7200);
    tab.channel.postMessage({ kind: 'session', entries: [[TOKEN_KEY, next]] });
    await settle();
    expect(readToken()).toBe(next);
    expect(renewed).toHaveBeenCalledOnce();
    stopListening();
    stop();
  });

  it('reads any message as one it knows or as nothing, never a crash (generated)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ kind: fc.constantFrom('ask', 'session', 'signedOut', 'other'), entries: fc.anything() })), (data) => {
        const message = parseSessionMessage(data);
        if (message?.kind === 'session') {
          expect(message.entries.some(([key]) => key === TOKEN_KEY)).toBe(true);
          for (const [key, value] of message.entries) {
            expect([TOKEN_KEY, 'auth-user', CURRENT_USER_KEY].includes(key) || key.startsWith('oidc.user:')).toBe(true);
            expect(typeof value).toBe('string');
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
