import { jwtDecode } from 'jwt-decode';

/** The signed-in user as decoded from the token (§3); `exp` in seconds since the epoch. */
export interface TokenUser {
  user_id?: string | number;
  email?: string;
  first_name?: string;
  last_name?: string;
  user_type?: string;
  node_id?: string | number;
  node_type?: string;
  exp?: number;
}

/** §3: decodes the token's claims; an undecodable token gives `{}`. */
export function decodeUser(token: string | null | undefined): TokenUser {
  if (!token) return {};
  try {
    const claims = jwtDecode<TokenUser>(token);
    return claims && typeof claims === 'object' ? claims : {};
  } catch {
    return {};
  }
}

/** §4 Session: a token is current while its `exp` is in the future; no `exp` means not current. */
export function isCurrent(user: TokenUser, nowMs: number): boolean {
  return typeof user.exp === 'number' && user.exp * 1000 > nowMs;
}

/** §4 Session: signed in while a current token is stored. */
export function isSignedIn(token: string | null, nowMs: number): boolean {
  return !!token && isCurrent(decodeUser(token), nowMs);
}
