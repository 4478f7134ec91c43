import { CURRENT_USER_KEY, SESSION_USER_KEY, TOKEN_KEY } from '../domain/session-keys';
import { decodeUser, type ProviderSession } from '../domain/token';
import { removeDraftsOf } from '../storage/draft-store';
import { sessionStorageOrNone } from '../storage/tab-store';
import { hasStoredSession, readSessionUser, readToken } from '../storage/token-store';

/**
 * Tabs of one browser share the session (§3, §4 keep it in sessionStorage, which is each tab's own): a
 * tab opened while another is signed in asks for the session and takes it as its own, asking the user
 * which one when the tabs hold different users; signing out in one tab signs out that user's other
 * tabs and removes that user's drafts from every tab; a renewal (§6 oidc) reaches the same user's
 * tabs. The tabs talk over a BroadcastChannel, which only pages of the same origin in the same browser
 * profile hear; nothing goes to localStorage or a cookie. The session machine runs this tab's part as
 * an actor it invokes (`shareSessionWithOtherTabs`).
 */
const CHANNEL = 'staff-admin-session';
/** What a session is made of in storage: the token, oidc's mapped user, the current user (§3). */
const SESSION_KEYS = [TOKEN_KEY, SESSION_USER_KEY, CURRENT_USER_KEY] as const;
/** oidc mode: the provider's session as oidc-client-ts keeps it (its refresh token), so the tab can renew it too. */
// Only an oidc build has it (a constant condition: the other builds hold no oidc code at all).
const PROVIDER_USER_PREFIX = import.meta.env?.VITE_AUTH_MODE === 'oidc' ? 'oidc.user:' : null;
const isSessionKey = (key: unknown): key is string =>
  typeof key === 'string' && ((SESSION_KEYS as readonly string[]).includes(key) || (PROVIDER_USER_PREFIX !== null && key.startsWith(PROVIDER_USER_PREFIX)));

/** How long a tab without a session waits for the other tabs' answers, in ms: they answer in a few. */
export const ASK_OTHER_TABS_MS = 250;

type SessionEntries = [string, string][];
type SessionMessage = { kind: 'ask' } | { kind: 'session'; entries: SessionEntries } | { kind: 'signedOut'; userId: string };

/** A message from the channel as a typed value; anything else (another version of the app, a stranger) is `null`. */
export function parseSessionMessage(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, entries, userId } = data as { kind?: unknown; entries?: unknown; userId?: unknown };
  if (kind === 'ask') return { kind };
  if (kind === 'signedOut') return typeof userId === 'string' && userId !== '' ? { kind, userId } : null;
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
function sessionEntries(): SessionEntries | null {
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

/** What this tab's session hears from the others, as the session machine's events. */
export type TabsEvent = { type: 'session.signedOutElsewhere' } | { type: 'session.renewedElsewhere'; session: ProviderSession };

/**
 * This tab's part while the session actor runs (the session machine invokes it): it answers a tab that
 * asks with its current session, takes a session another tab renewed when it is the same user's (never
 * another user's: that tab's sign-in is its own), and when a user signs out in another tab removes that
 * user's drafts here and, if it is this tab's user, ends this tab's session (`session.signedOutElsewhere`).
 * Never throws; without BroadcastChannel each tab keeps its own session.
 * @param sendBack receives the events for the session machine.
 * @returns the function that stops it.
 */
export function shareSessionWithOtherTabs(sendBack: (event: TabsEvent) => void): () => void {
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
      const token = readToken();
      if (token) sendBack({ type: 'session.renewedElsewhere', session: { token, user: readSessionUser() } });
    } else if (message?.kind === 'signedOut') {
      removeDraftsOf(message.userId);
      const mine = sessionEntries();
      if (mine && ownerOf(mine) === message.userId) sendBack({ type: 'session.signedOutElsewhere' });
    }
  };
  return () => {
    if (serving === channel) serving = null;
    channel.close();
  };
}

/** A session another tab holds, as the choice a new tab offers (named by its user). */
export interface OtherTabSession {
  /** The user's id (the token's, or the provider's subject). */
  owner: string;
  /** How to name the user: first and last name, else the e-mail address. */
  name: string;
  email: string;
  entries: SessionEntries;
}

/** What asking the other tabs gave: a session taken (or this tab's own), none, or several users to choose from. */
export type AskOutcome = { kind: 'signedIn' } | { kind: 'none' } | { kind: 'choose'; sessions: OtherTabSession[] };

function describe(owner: string, entries: SessionEntries): OtherTabSession {
  const token = entries.find(([key]) => key === TOKEN_KEY)?.[1] ?? null;
  const claims = decodeUser(token);
  const stored = entries.find(([key]) => key === CURRENT_USER_KEY)?.[1];
  let account: { firstName?: string; lastName?: string; email?: string } = {};
  try {
    account = stored ? (JSON.parse(stored) as typeof account) : {};
  } catch {
    // A corrupt current user names the session by its token's claims.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const email = text(account.email) || claims.email || '';
  const name = [text(account.firstName) || claims.first_name, text(account.lastName) || claims.last_name].filter(Boolean).join(' ') || email || owner;
  return { owner, name, email, entries };
}

/** Takes `session` (one `askOtherTabsForSession` offered) as this tab's. @returns whether it is current. */
export function adoptSession(session: OtherTabSession): boolean {
  const storage = sessionStorageOrNone();
  for (const [key, value] of session.entries) storage?.setItem(key, value);
  if (hasStoredSession()) return true;
  // Expired in between: it is none, and goes.
  for (const [key] of session.entries) storage?.removeItem(key);
  return false;
}

/**
 * Asks the other tabs for their sessions and waits `waitMs` for every answer. One user's current
 * session is taken as this tab's at once; several users' are offered to choose from (a new tab never
 * picks silently between two signed-in users); none leaves the tab signed out.
 */
export function askOtherTabsForSession(waitMs = ASK_OTHER_TABS_MS): Promise<AskOutcome> {
  const channel = open();
  if (!channel) return Promise.resolve(hasStoredSession() ? { kind: 'signedIn' } : { kind: 'none' });
  return new Promise((resolve) => {
    const heard = new Map<string, SessionEntries>();
    setTimeout(() => {
      channel.close();
      // In a steady order, whichever tab answered first.
      const sessions = [...heard].map(([owner, entries]) => describe(owner, entries)).sort((a, b) => a.name.localeCompare(b.name));
      if (hasStoredSession()) resolve({ kind: 'signedIn' });
      else if (sessions.length > 1) resolve({ kind: 'choose', sessions });
      else if (sessions.length === 1 && adoptSession(sessions[0]!)) resolve({ kind: 'signedIn' });
      else resolve({ kind: 'none' });
    }, waitMs);
    channel.onmessage = ({ data }: MessageEvent) => {
      const message = parseSessionMessage(data);
      if (message?.kind !== 'session') return;
      const owner = ownerOf(message.entries);
      if (owner !== null && !heard.has(owner)) heard.set(owner, message.entries);
    };
    channel.postMessage({ kind: 'ask' });
  });
}

/** Tells the other tabs that the session was renewed here (§6 oidc), so the same user's tabs take the new one. */
export function announceRenewal(): void {
  const entries = sessionEntries();
  if (entries) tell({ kind: 'session', entries });
}

/** Tells the other tabs that user `userId` signed out here: their drafts go from every tab, and that user's tabs sign out too. */
export function announceSignOut(userId: string): void {
  tell({ kind: 'signedOut', userId });
}
