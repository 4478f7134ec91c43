import { isCurrent, decodeUser, toTokenUser, type TokenUser } from '../domain/token.js';
import { parseStoredUser, type StoredUser } from '../domain/stored-user.js';
import { CURRENT_USER_KEY, SESSION_USER_KEY, TOKEN_KEY } from '../domain/session-keys.js';
import { DRAFT_PREFIX, SESSION_ENDED_KEY, sessionStorageOrNone } from './tab-store.js';

/**
 * The session's browser storage (§4 Session, §9): the token under `auth-token` and the current user
 * under `currentUser`, both in sessionStorage; in oidc mode also the user mapped from the provider's
 * claims under `auth-user`. Corrupt entries read as absent; storage failures (private mode, quota)
 * never throw. Only the session (`src/machines/session*.ts`) imports this module: the lint holds it.
 */

const storage = sessionStorageOrNone;

/** @returns the stored token, or null when none is stored. */
export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function writeToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

/**
 * The session's user (§3): in oidc mode the one mapped from the provider's claims at sign-in or
 * renewal (a corrupt entry reads as `{}`, a signed-out session); otherwise the stored token's claims.
 */
export function readSessionUser(): TokenUser {
  if (import.meta.env?.VITE_AUTH_MODE !== 'oidc') return decodeUser(readToken());
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

/**
 * The stored user (§3) as a typed value (`parseStoredUser`). A corrupt entry is removed and the session
 * goes on without a stored user, as if none had been saved.
 * @returns the stored user, or null when there is none or it was corrupt.
 */
export function readStoredUser(): StoredUser | null {
  const raw = storage()?.getItem(CURRENT_USER_KEY);
  if (!raw) return null;
  const user = parseStoredUser(raw);
  if (!user) storage()?.removeItem(CURRENT_USER_KEY);
  return user;
}

export function writeStoredUser(user: StoredUser): void {
  storage()?.setItem(CURRENT_USER_KEY, JSON.stringify(user));
}

/**
 * Clears the tab's session storage (§4 sign out). A session that ended by itself (`ended`: an
 * expiry, a 401, a sign-out of the same user in another tab) keeps the form drafts and notes that it
 * ended; an explicit sign-out in this tab takes everything.
 */
export function clearSessionStorage(ended = false): void {
  const store = storage();
  if (!store) return;
  // Backwards, so a removal does not move the keys still to visit.
  for (let index = store.length; index--;) {
    const name = store.key(index)!;
    if (!ended || !name.startsWith(DRAFT_PREFIX)) store.removeItem(name);
  }
  if (ended) store.setItem(SESSION_ENDED_KEY, '1');
}
