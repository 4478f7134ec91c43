import { userDataStorageKey } from '../config';
import type { StoredUser } from '../domain/stored-user';
import type { ProviderSession, TokenUser } from '../domain/token';
import { removeDraftsOf } from '../storage/draft-store';
import {
  clearSessionStorage,
  hasStoredSession,
  readSessionUser,
  readStoredUser,
  readToken,
  writeProviderSession,
  writeStoredUser,
  writeToken,
} from '../storage/token-store';

/**
 * The session's storage, kept by the session alone (§4 Session, §9): what a tab holds of it in
 * sessionStorage, and the rule of what outlives its end. The session machine reads and writes it
 * through its provided actions; outside the signed-in shell, where there is no session actor, the
 * sign-in writes it (`beginSession`) and the guards ask whether it holds one (`hasSession`). No other
 * module reads or writes the token: the lint holds it (`eslint.config.js`, the token store's zone).
 * Plain functions, no xstate: the sign-in page and every page's entry load it.
 */

/** What a tab holds of a session: its token, the user of its claims (§3) and the current user the sign-in saved. */
export interface StoredSession {
  token: string | null;
  user: TokenUser;
  account: StoredUser | null;
}

/** The session stored in this tab (corrupt entries read as absent). */
export function readSession(): StoredSession {
  return { token: readToken(), user: readSessionUser(), account: readStoredUser() };
}

/** §4 Session as this tab holds it: a token whose user's `exp` is after `nowMs`. */
export function hasSession(nowMs = Date.now()): boolean {
  return hasStoredSession(nowMs);
}

/** §4 Login: the sign-in's token and current user become the tab's session; the shell's session actor starts from them. */
export function beginSession(token: string, account: StoredUser): void {
  writeToken(token);
  writeStoredUser(account);
}

/** §6 oidc: a session the identity provider gave or renewed becomes the tab's. */
export function storeProviderSession(session: ProviderSession): void {
  writeProviderSession(session.token, session.user);
}

/**
 * How a session ends (§4, §8), which decides what outlives it:
 * - `signedOut`: the user signed out (here or in another tab): everything goes, that user's form drafts too;
 * - `ended`: the session ended by itself (expiry, a 401): the drafts stay, offered back after the next
 *   sign-in, and the sign-in page says why the user is there.
 */
export type SessionEnd = 'signedOut' | 'ended';

/**
 * Ends the tab's stored session as `how` says (see `SessionEnd`), `owner` being the user whose drafts
 * go on a sign-out (and whose forms, still open as the page goes, then write nothing). The versioned
 * user data in localStorage goes too (§8); layout and language preferences stay.
 */
export function endSession(how: SessionEnd, owner: string | null = null): void {
  if (how === 'signedOut' && owner) removeDraftsOf(owner);
  clearSessionStorage(how === 'ended');
  try {
    localStorage.removeItem(userDataStorageKey);
  } catch {
    // Storage blocked: nothing was stored there either.
  }
}
