import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueToken } from '../../mocks/jwt';
import { DEMO_MANAGER, DEMO_USER } from '../../mocks/fixtures/users';
import { CURRENT_USER_KEY, TOKEN_KEY } from '../../src/domain/session-keys';
import { adoptSession, announceSignOut, askOtherTabsForSession, parseSessionMessage, shareSessionWithOtherTabs } from '../../src/machines/session-tabs';
import { readSession } from '../../src/machines/session-persistence';
import { installMemoryStorage } from '../storage';

/** Another tab of the same browser, as the channel sees it. */
function otherTab() {
  const channel = new BroadcastChannel('staff-admin-session');
  const heard: unknown[] = [];
  channel.onmessage = ({ data }: MessageEvent) => heard.push(data);
  return { channel, heard };
}

/** Another tab that answers an ask with `entries`. */
function answeringTab(entries: [string, string][]) {
  const tab = otherTab();
  tab.channel.onmessage = ({ data }: MessageEvent) => {
    if ((data as { kind?: string }).kind === 'ask') tab.channel.postMessage({ kind: 'session', entries });
  };
  return tab;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('the session shared by the tabs of one browser (§4 Session)', () => {
  beforeAll(() => installMemoryStorage());
  const open: BroadcastChannel[] = [];
  afterEach(() => {
    for (const channel of open.splice(0)) channel.close();
    sessionStorage.clear();
  });

  it('a tab without a session asks, and takes the one user’s current session the other tabs answer with', async () => {
    const token = await issueToken(DEMO_USER);
    const entries: [string, string][] = [
      [TOKEN_KEY, token],
      [CURRENT_USER_KEY, '{"userId":"1"}'],
      ['mock-scenario', 'offline'],
    ];
    // Two tabs of the same user answer: still one user, taken at once.
    open.push(answeringTab(entries).channel, answeringTab(entries).channel);
    expect(await askOtherTabsForSession(200)).toEqual({ kind: 'signedIn' });
    expect(readSession().token).toBe(token);
    expect(sessionStorage.getItem(CURRENT_USER_KEY)).toBe('{"userId":"1"}');
    // Only the session's own keys travel.
    expect(sessionStorage.getItem('mock-scenario')).toBeNull();
  });

  it('where the other tabs hold different users, it takes none and offers both, named', async () => {
    const admin = await issueToken(DEMO_USER);
    const manager = await issueToken(DEMO_MANAGER);
    open.push(
      answeringTab([
        [TOKEN_KEY, admin],
        [CURRENT_USER_KEY, JSON.stringify({ firstName: 'Alex', lastName: 'Morgan', email: 'admin@example.com' })],
      ]).channel,
      answeringTab([[TOKEN_KEY, manager]]).channel,
    );
    const outcome = await askOtherTabsForSession(200);
    expect(readSession().token).toBeNull();
    expect(outcome.kind).toBe('choose');
    if (outcome.kind !== 'choose') return;
    expect(outcome.sessions.map(({ owner, name, email }) => ({ owner, name, email }))).toEqual(
      expect.arrayContaining([
        { owner: String(DEMO_USER.user_id), name: 'Alex Morgan', email: 'admin@example.com' },
        { owner: String(DEMO_MANAGER.user_id), name: `${DEMO_MANAGER.first_name} ${DEMO_MANAGER.last_name}`, email: DEMO_MANAGER.email },
      ]),
    );
    const chosen = outcome.sessions.find((session) => session.owner === String(DEMO_MANAGER.user_id))!;
    expect(adoptSession(chosen)).toBe(true);
    expect(readSession().token).toBe(manager);
  });

  it('without an answer, or with an expired session, it stays signed out after the wait', async () => {
    const expired = await issueToken(DEMO_USER, -60);
    open.push(answeringTab([[TOKEN_KEY, expired]]).channel);
    expect(await askOtherTabsForSession(100)).toEqual({ kind: 'none' });
    expect(readSession().token).toBeNull();
  });

  it('a signed-in tab answers one that asks, and says nothing when it has no session', async () => {
    const stop = shareSessionWithOtherTabs(() => {});
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

  it("a sign-out in another tab removes that user's drafts here, and ends this tab's session only when it is the same user's", async () => {
    const sendBack = vi.fn();
    const stop = shareSessionWithOtherTabs(sendBack);
    sessionStorage.setItem(TOKEN_KEY, await issueToken(DEMO_USER));
    sessionStorage.setItem(`draft:${DEMO_MANAGER.user_id}:employee:emp-49`, '{"values":{},"savedAt":1}');
    sessionStorage.setItem(`draft:${DEMO_USER.user_id}:employee:emp-1`, '{"values":{},"savedAt":1}');
    const tab = otherTab();
    open.push(tab.channel);
    tab.channel.postMessage({ kind: 'signedOut', userId: String(DEMO_MANAGER.user_id) });
    await settle();
    expect(sessionStorage.getItem(`draft:${DEMO_MANAGER.user_id}:employee:emp-49`)).toBeNull();
    expect(sessionStorage.getItem(`draft:${DEMO_USER.user_id}:employee:emp-1`)).not.toBeNull();
    expect(sendBack).not.toHaveBeenCalled();
    tab.channel.postMessage({ kind: 'signedOut', userId: String(DEMO_USER.user_id) });
    await settle();
    expect(sessionStorage.getItem(`draft:${DEMO_USER.user_id}:employee:emp-1`)).toBeNull();
    expect(sendBack).toHaveBeenCalledExactlyOnceWith({ type: 'session.signedOutElsewhere' });
    stop();
  });

  it('a tab never hears its own sign-out: oidc announces it before its session (and refresh token) is cleared', async () => {
    const sendBack = vi.fn();
    const stop = shareSessionWithOtherTabs(sendBack);
    const token = await issueToken(DEMO_USER);
    sessionStorage.setItem(TOKEN_KEY, token);
    const tab = otherTab();
    open.push(tab.channel);
    announceSignOut(String(DEMO_USER.user_id));
    await settle();
    expect(readSession().token).toBe(token);
    expect(sendBack).not.toHaveBeenCalled();
    expect(tab.heard).toEqual([{ kind: 'signedOut', userId: String(DEMO_USER.user_id) }]);
    stop();
  });

  it("takes a renewal another tab announces when it is the same user's, never another user's", async () => {
    const sendBack = vi.fn();
    const stop = shareSessionWithOtherTabs(sendBack);
    const current = await issueToken(DEMO_USER);
    sessionStorage.setItem(TOKEN_KEY, current);
    const tab = otherTab();
    open.push(tab.channel);
    tab.channel.postMessage({ kind: 'session', entries: [[TOKEN_KEY, await issueToken(DEMO_MANAGER)]] });
    await settle();
    expect(readSession().token).toBe(current);
    expect(sendBack).not.toHaveBeenCalled();
    const next = await issueToken(DEMO_USER, 7200);
    tab.channel.postMessage({ kind: 'session', entries: [[TOKEN_KEY, next]] });
    await settle();
    expect(readSession().token).toBe(next);
    expect(sendBack).toHaveBeenCalledExactlyOnceWith({ type: 'session.renewedElsewhere', session: { token: next, user: readSession().user } });
    stop();
  });

  it('reads any message as one it knows or as nothing, never a crash (generated)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.record({ kind: fc.constantFrom('ask', 'session', 'signedOut', 'other'), entries: fc.anything(), userId: fc.anything() })),
        (data) => {
          const message = parseSessionMessage(data);
          if (message?.kind === 'session') {
            expect(message.entries.some(([key]) => key === TOKEN_KEY)).toBe(true);
            for (const [key, value] of message.entries) {
              expect([TOKEN_KEY, 'auth-user', CURRENT_USER_KEY].includes(key) || key.startsWith('oidc.user:')).toBe(true);
              expect(typeof value).toBe('string');
            }
          }
          if (message?.kind === 'signedOut') expect(message.userId).toMatch(/./);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
