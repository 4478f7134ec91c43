import { isIdToken } from '../domain/id-token.js';
import { decodeUser, isCurrent, toTokenUser, type TokenUser } from '../domain/token.js';

/**
 * The session's browser storage (§4 Session, §9): the token under `auth-token`
 * and the current user under `currentUser`, both in sessionStorage; in oidc mode
 * also the user mapped from the provider's claims under `auth-user`.
 * Corrupt entries read as absent; storage failures (private mode, quota) never throw.
 */
export const TOKEN_KEY = 'auth-token';
/** oidc mode: the §3 user mapped from the provider's claims (its access token may be opaque). */
export const SESSION_USER_KEY = 'auth-user';
export const CURRENT_USER_KEY = 'currentUser';
/** §4: the employee id of the last notification clicked, for the employees page's modal. */
export const NOTIFICATION_EMPLOYEE_KEY = 'notificationEmpId';

/** The tab's sessionStorage, or undefined where it is blocked (reading it can throw). */
export function sessionStorageOrNone(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

const storage = sessionStorageOrNone;

/** @returns the stored token, or null when none is stored. */
export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function writeToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}

/**
 * The session's user (§3): in oidc mode the one mapped from the provider's claims at sign-in or
 * renewal (a corrupt entry reads as `{}`, a signed-out session); otherwise the stored token's claims.
 */
export function readSessionUser(): TokenUser {
  if (import.meta.env.VITE_AUTH_MODE !== 'oidc') return decodeUser(readToken());
  try {
    return toTokenUser(JSON.parse(storage()?.getItem(SESSION_USER_KEY) ?? 'null'));
  } catch {
    return {};
  }
}

/** Stores a session given by the identity provider: its access token (the REST bearer, §7) and the mapped user. */
export function writeProviderSession(token: string, user: TokenUser): void {
  writeToken(token);
  storage()?.setItem(SESSION_USER_KEY, JSON.stringify(user));
}

/** §4 Session as storage tells it: a token is stored and its user's `exp` is in the future. */
export function hasStoredSession(nowMs = Date.now()): boolean {
  return !!readToken() && isCurrent(readSessionUser(), nowMs);
}

/** The key prefix of form drafts (src/storage/draft-store.ts), which outlive a session that ended by itself. */
export const DRAFT_PREFIX = 'draft:';
/** Set when a session ended by itself (expiry, a 401), so the sign-in page can say why the user is there (src/storage/session-ended.ts). */
export const SESSION_ENDED_KEY = 'session-ended';

/**
 * Sign out (§4): clears the whole session storage. A session that ended by itself (`ended`: an
 * expiry, a 401, a sign-out in another tab) keeps the user's form drafts and notes that it ended;
 * an explicit sign-out in this tab takes everything.
 */
export function clearSessionStorage(ended = false): void {
  const store = storage();
  if (!store) return;
  // Every page's entry holds this: few bytes. Backwards, so a removal does not move the keys still to visit.
  for (let index = store.length; index--;) {
    const name = store.key(index)!;
    if (!ended || !name.startsWith(DRAFT_PREFIX)) store.removeItem(name);
  }
  if (ended) store.setItem(SESSION_ENDED_KEY, '1');
}

/** @returns the employee id kept from a notification click, or null; a value that is no id is removed (corrupt storage, §15). */
export function readNotificationEmployeeId(): string | null {
  const stored = storage()?.getItem(NOTIFICATION_EMPLOYEE_KEY) ?? null;
  if (stored === null || isIdToken(stored)) return stored;
  removeNotificationEmployeeId();
  return null;
}

export function writeNotificationEmployeeId(employeeId: string): void {
  storage()?.setItem(NOTIFICATION_EMPLOYEE_KEY, employeeId);
}

export function removeNotificationEmployeeId(): void {
  storage()?.removeItem(NOTIFICATION_EMPLOYEE_KEY);
}
