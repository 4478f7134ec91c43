import { decodeUser } from '../domain/token';
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
/** oidc mode: the provider's session as oidc-client-ts keeps it (its refresh token), so the tab can renew it too. */
// Only an oidc build has it (a constant condition: the other builds hold no oidc code at all).
const PROVIDER_USER_PREFIX = import.meta.env?.VITE_AUTH_MODE === 'oidc' ? 'oidc.user:' : null;
const isSessionKey = (key: unknown): key is string =>
  typeof key === 'string' && ((SESSION_KEYS as readonly string[]).includes(key) || (PROVIDER_USER_PREFIX !== null && key.startsWith(PROVIDER_USER_PREFIX)));

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
    (entry): entry is [string, string] => Array.isArray(entry) && entry.length === 2 && isSessionKey(entry[0]) && typeof entry[1] === 'string',
  );
  return known.some(([key]) => key === TOKEN_KEY) ? { kind, entries: known } : null;
}

const open = (): BroadcastChannel | null => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null);
/** The channel this tab answers on while it is signed in: what it says goes out on it, so it never hears itself. */
let serving: BroadcastChannel | null = null;

/** Sends `message` to the other tabs (never to this one: oidc's sign-out announces before its storage is cleared). */
function tell(message: SessionMessage): void {
  if (serving) {
    serving.postMessage(message);
    return;
  }
  const channel = open();
  channel?.postMessage(message);
  channel?.close();
}

/** This tab's session as entries to send, or none when it has no current session. */
function sessionEntries(): [string, string][] | null {
  const storage = sessionStorageOrNone();
  if (!storage || !hasStoredSession()) return null;
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).flatMap((key) => {
    const value = isSessionKey(key) ? storage.getItem(key) : null;
    return value === null ? [] : [[key!, value] as [string, string]];
  });
}

/** Whose session the entries are: the provider's subject (oidc) or the token's user id. */
function ownerOf(entries: readonly [string, string][]): string | null {
  try {
    const provider = PROVIDER_USER_PREFIX === null ? undefined : entries.find(([key]) => key.startsWith(PROVIDER_USER_PREFIX));
    if (provider) return String((JSON.parse(provider[1]) as { profile?: { sub?: unknown } }).profile?.sub ?? '') || null;
    const token = entries.find(([key]) => key === TOKEN_KEY)?.[1] ?? null;
    return String(decodeUser(token).user_id ?? '') || null;
  } catch {
    return null;
  }
}

const signedOutListeners = new Set<() => void>();
const renewedListeners = new Set<() => void>();

/**
 * Calls `listener` when the user signs out in another tab (this tab's session is already cleared then).
 * @returns the function that stops listening.
 */
export function onSignedOutElsewhere(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/**
 * Calls `listener` when another tab renewed the session this tab shares (§6 oidc), once the renewed
 * session is stored here. @returns the function that stops listening.
 */
export function onRenewedElsewhere(listener: () => void): () => void {
  renewedListeners.add(listener);
  return () => renewedListeners.delete(listener);
}

/**
 * Starts this tab's part while it is signed in (the shell starts it): it answers a tab that asks with
 * its current session, takes a session another tab renewed when it is the same user's (never another
 * user's: that tab's sign-in is its own), and clears its session when another tab says the user
 * signed out. Never throws; without
 * BroadcastChannel each tab keeps its own session, as before.
 * @returns the function that stops it.
 */
export function shareSessionWithOtherTabs(): () => void {
  const channel = open();
  if (!channel) return () => {};
  serving = channel;
  channel.onmessage = ({ data }: MessageEvent) => {
    const message = parseSessionMessage(data);
    if (message?.kind === 'ask') {
      const entries = sessionEntries();
      if (entries) channel.postMessage({ kind: 'session', entries });
    } else if (message?.kind === 'session') {
      const mine = sessionEntries();
      if (!mine || ownerOf(mine) === null || ownerOf(mine) !== ownerOf(message.entries)) return;
      if (message.entries.every(([key, value]) => mine.some(([own, held]) => own === key && held === value))) return;
      const storage = sessionStorageOrNone();
      for (const [key, value] of message.entries) storage?.setItem(key, value);
      for (const listener of renewedListeners) listener();
    } else if (message?.kind === 'signedOut' && sessionStorageOrNone()?.getItem(TOKEN_KEY)) {
      // Signed out in another tab: what this tab's user was typing stays as a draft.
      clearSessionStorage(true);
      for (const listener of signedOutListeners) listener();
    }
  };
  return () => {
    if (serving === channel) serving = null;
    channel.close();
  };
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
      else for (const [key] of message.entries) storage?.removeItem(key);
    };
    channel.postMessage({ kind: 'ask' });
  });
}

/** Tells the other tabs that the session was renewed here (§6 oidc), so they take the new one. */
export function announceRenewal(): void {
  const entries = sessionEntries();
  if (entries) tell({ kind: 'session', entries });
}

/** Tells the other tabs that the user signed out here, so they sign out too. */
export function announceSignOut(): void {
  tell({ kind: 'signedOut' });
}
