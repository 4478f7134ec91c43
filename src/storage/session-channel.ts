import { clearSessionStorage, CURRENT_USER_KEY, hasStoredSession, SESSION_USER_KEY, sessionStorageOrNone, TOKEN_KEY } from './session-store';

/**
 * Tabs of one browser share the session (§3, §4 keep it in sessionStorage, which is each tab's own):
 * a tab opened while another is signed in asks for the session and stores it as its own, and signing
 * out in one tab signs every tab out. The tabs talk over a BroadcastChannel, which only pages of the
 * same origin in the same browser profile hear; nothing goes to localStorage or a cookie.
 */
const CHANNEL = 'staff-admin-session';
/** What a session is made of in storage: the token, oidc's mapped user, the current user (§3). */
const SESSION_KEYS = [TOKEN_KEY, SESSION_USER_KEY, CURRENT_USER_KEY] as const;

/** How long a tab without a session waits for another tab's, in ms: the other tabs answer in a few. */
export const ASK_OTHER_TABS_MS = 250;

type SessionMessage = { kind: 'ask' } | { kind: 'session'; entries: [string, string][] } | { kind: 'signedOut' };

/** A message from the channel as a typed value; anything else (another version of the app, a stranger) is `null`. */
export function parseSessionMessage(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, entries } = data as { kind?: unknown; entries?: unknown };
  if (kind === 'ask' || kind === 'signedOut') return { kind };
  if (kind !== 'session' || !Array.isArray(entries)) return null;
  const known = entries.filter(
    (entry): entry is [string, string] =>
      Array.isArray(entry) && entry.length === 2 && (SESSION_KEYS as readonly unknown[]).includes(entry[0]) && typeof entry[1] === 'string',
  );
  return known.some(([key]) => key === TOKEN_KEY) ? { kind, entries: known } : null;
}

const open = (): BroadcastChannel | null => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null);

/** This tab's session as entries to send, or none when it has no current session. */
function sessionEntries(): [string, string][] | null {
  const storage = sessionStorageOrNone();
  if (!storage || !hasStoredSession()) return null;
  return SESSION_KEYS.flatMap((key) => {
    const value = storage.getItem(key);
    return value === null ? [] : [[key, value] as [string, string]];
  });
}

const signedOutListeners = new Set<() => void>();

/**
 * Calls `listener` when the user signs out in another tab (this tab's session is already cleared then).
 * @returns the function that stops listening.
 */
export function onSignedOutElsewhere(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/**
 * Starts this tab's part, once at start: it answers a tab that asks with its current session, and
 * clears its session when another tab says the user signed out. Never throws; without
 * BroadcastChannel each tab keeps its own session, as before.
 * @returns the function that stops it.
 */
export function shareSessionWithOtherTabs(): () => void {
  const channel = open();
  if (!channel) return () => {};
  channel.onmessage = ({ data }: MessageEvent) => {
    const message = parseSessionMessage(data);
    if (message?.kind === 'ask') {
      const entries = sessionEntries();
      if (entries) channel.postMessage({ kind: 'session', entries });
    } else if (message?.kind === 'signedOut' && sessionStorageOrNone()?.getItem(TOKEN_KEY)) {
      clearSessionStorage();
      for (const listener of signedOutListeners) listener();
    }
  };
  return () => channel.close();
}

/**
 * Asks the other tabs for their session and stores the first current one that answers as this tab's.
 * @param waitMs how long to wait for an answer.
 * @returns whether this tab has a current session now.
 */
export function askOtherTabsForSession(waitMs = ASK_OTHER_TABS_MS): Promise<boolean> {
  const channel = open();
  if (!channel) return Promise.resolve(hasStoredSession());
  return new Promise((resolve) => {
    const done = (received: boolean) => {
      clearTimeout(timer);
      channel.close();
      resolve(received);
    };
    const timer = setTimeout(() => done(hasStoredSession()), waitMs);
    channel.onmessage = ({ data }: MessageEvent) => {
      const message = parseSessionMessage(data);
      if (message?.kind !== 'session') return;
      const storage = sessionStorageOrNone();
      for (const [key, value] of message.entries) storage?.setItem(key, value);
      // A session that is not current (expired in between) is none: it is removed, and the wait goes on.
      if (hasStoredSession()) done(true);
      else for (const key of SESSION_KEYS) storage?.removeItem(key);
    };
    channel.postMessage({ kind: 'ask' });
  });
}

/** Tells the other tabs that the user signed out here, so they sign out too. */
export function announceSignOut(): void {
  const channel = open();
  channel?.postMessage({ kind: 'signedOut' });
  channel?.close();
}
