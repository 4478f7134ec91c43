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

const TEXT_CLAIMS = ['email', 'first_name', 'last_name', 'user_type', 'node_type'] as const;
const ID_CLAIMS = ['user_id', 'node_id'] as const;

/** A claim that is one value: a text or a finite number (an id, a code). */
export const isScalarClaim = (value: unknown): value is string | number => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** The payload of a JWT, unverified (the browser only reads what its own server or provider sent it); undefined for anything that is not a JWT. */
export function jwtClaims(token: string | null | undefined): Record<string, unknown> | undefined {
  if (!token) return undefined;
  try {
    const claims: unknown = jwtDecode(token);
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * §3: decodes the token's claims into a typed value: a claim of the wrong type (an object where
 * text belongs, a string `exp`) is left out, as if absent. An undecodable token gives `{}`.
 */
export function decodeUser(token: string | null | undefined): TokenUser {
  return toTokenUser(jwtClaims(token));
}

/**
 * §3: the user fields of a claims object, each of its type: a claim of the wrong type (an object
 * where text belongs, a string `exp`) is left out, as if absent. Anything but an object gives `{}`.
 */
export function toTokenUser(claims: unknown): TokenUser {
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return {};
  const record = claims as Record<string, unknown>;
  const user: TokenUser = {};
  for (const claim of TEXT_CLAIMS) if (typeof record[claim] === 'string') user[claim] = record[claim];
  for (const claim of ID_CLAIMS) {
    const value = record[claim];
    if (isScalarClaim(value)) user[claim] = value;
  }
  if (typeof record.exp === 'number' && Number.isFinite(record.exp)) user.exp = record.exp;
  return user;
}

/** §4 Session: a token is current while its `exp` is in the future; no `exp` means not current. */
export function isCurrent(user: TokenUser, nowMs: number): boolean {
  return typeof user.exp === 'number' && user.exp * 1000 > nowMs;
}

/** A session an identity provider gave (§6 oidc): its access token and the user mapped from its claims. */
export interface ProviderSession {
  token: string;
  user: TokenUser;
}
