import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { db } from './db';
import type { MockUser } from './fixtures/users';
import type { BearerVerifier } from './jwt';
import { isScalarClaim } from '../src/domain/token';

/** How the HTTP mock server checks an identity provider's access tokens (§6 oidc). */
export interface OidcBearerOptions {
  /** The provider's issuer URL; its keys are read from `{issuer}/.well-known/openid-configuration`'s `jwks_uri`. */
  issuer: string;
  /** The API's identifier the access tokens must be for (see `isForAudience`). */
  audience: string;
}

/**
 * Whether a token is an access token for this API: its `aud` names the API (a text or a list:
 * Keycloak's `["trend-api","account"]`, Auth0's API and userinfo); a token without `aud` (Amazon
 * Cognito's access tokens) names the app client in `client_id` instead. A token that says it is
 * something else (Cognito's `token_use: "id"`) is not one, whatever its audience: an ID token's
 * `aud` is the client, which may be the identifier an API was given.
 */
export function isForAudience(payload: JWTPayload, audience: string): boolean {
  if ('token_use' in payload && payload.token_use !== 'access') return false;
  if (payload.aud === undefined) return payload.client_id === audience;
  return (Array.isArray(payload.aud) ? payload.aud : [payload.aud]).includes(audience);
}

/**
 * The API's user a token stands for: the first of its `user_id`, `sub` and `email` claims that names
 * one of `users` (`user_id` and `sub` by id, `email` by e-mail address, any case). The role and the
 * node are then the user's own in the API's table, never the token's.
 * @returns the user, or undefined when none of the claims names one.
 */
export function userOfToken(payload: JWTPayload, users: readonly MockUser[]): MockUser | undefined {
  const text = (claim: string) => {
    const value = payload[claim];
    return isScalarClaim(value) ? String(value) : undefined;
  };
  const byId = (id: string | undefined) => (id === undefined ? undefined : users.find((user) => String(user.user_id) === id));
  const email = text('email')?.toLowerCase();
  return byId(text('user_id')) ?? byId(text('sub')) ?? (email ? users.find((user) => user.email.toLowerCase() === email) : undefined);
}

/**
 * A bearer check as a resource server does it in oidc mode: the token is a JWT signed by one of the
 * provider's keys (RS256 or ES256), from that issuer, not expired (jose), and an access token for this
 * API (`isForAudience`); the caller is the user `userOfToken` finds.
 * @returns the user id, or null for any token that fails a check (the caller answers 401).
 */
export async function oidcBearerVerifier({ issuer, audience }: OidcBearerOptions): Promise<BearerVerifier> {
  const discovery = (await (await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)).json()) as { jwks_uri?: unknown };
  if (typeof discovery.jwks_uri !== 'string') throw new Error(`${issuer} publishes no jwks_uri.`);
  const keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
  return async (authorization) => {
    const token = authorization?.match(/^Bearer (.+)$/)?.[1];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, algorithms: ['RS256', 'ES256'], requiredClaims: ['exp'] });
      if (!isForAudience(payload, audience)) return null;
      return userOfToken(payload, db.users)?.user_id ?? null;
    } catch {
      return null;
    }
  };
}
