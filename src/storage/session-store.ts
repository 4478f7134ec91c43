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

/** The stored user, as saved after the current-user call (§3). */
export interface StoredUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  userType: string;
  nodeType: string;
}

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

// A field-by-field check rather than a yup schema: this module is in every page's entry chunk (the
// boot reads the token), and yup loads only with a form's rules.
const USER_FIELDS = ['userId', 'email', 'firstName', 'lastName', 'username', 'userType', 'nodeType'] as const;

/**
 * The stored user as a typed value: every field a string (a missing one is `''`). Anything else
 * (not JSON, not an object, a field holding an object or a number) is corrupt: the entry is
 * removed and the session goes on without a stored user, as if none had been saved.
 * @returns the stored user, or null when there is none or it was corrupt.
 */
export function readStoredUser(): StoredUser | null {
  const raw = storage()?.getItem(CURRENT_USER_KEY);
  if (!raw) return null;
  const user = parseStoredUser(raw);
  if (!user) storage()?.removeItem(CURRENT_USER_KEY);
  return user;
}

/** @returns the user of a stored JSON text, or null when it is not one (see {@link readStoredUser}). */
export function parseStoredUser(raw: string): StoredUser | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const user = {} as StoredUser;
  for (const field of USER_FIELDS) {
    const item = Object.hasOwn(record, field) ? record[field] : undefined;
    if (item !== undefined && typeof item !== 'string') return null;
    user[field] = item ?? '';
  }
  return user;
}

export function writeStoredUser(user: StoredUser): void {
  storage()?.setItem(CURRENT_USER_KEY, JSON.stringify(user));
}

/** The key prefix of form drafts (src/storage/draft-store.ts), which outlive a session that ended by itself. */
export const DRAFT_PREFIX = 'draft:';
/** Set when a session ended by itself (expiry, a 401), so the sign-in page can say why the user is there. */
const SESSION_ENDED_KEY = 'session-ended';

/**
 * Sign out (§4): clears the whole session storage. A session that ended by itself (`ended`: an
 * expiry, a 401, a sign-out in another tab) keeps the user's form drafts and notes that it ended;
 * an explicit sign-out in this tab takes everything.
 */
export function clearSessionStorage({ ended = false }: { ended?: boolean } = {}): void {
  const store = storage();
  if (!store) return;
  if (!ended) {
    store.clear();
    return;
  }
  const names = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((name): name is string => name !== null);
  for (const name of names) if (!name.startsWith(DRAFT_PREFIX)) store.removeItem(name);
  store.setItem(SESSION_ENDED_KEY, '1');
}

/** Whether the last session of this tab ended by itself (the sign-in page says so until the next sign-in). */
export function sessionEnded(): boolean {
  return storage()?.getItem(SESSION_ENDED_KEY) === '1';
}

/** Forgets that the last session ended by itself: the user signed in again. */
export function forgetSessionEnded(): void {
  storage()?.removeItem(SESSION_ENDED_KEY);
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
