import { createRemoteJWKSet, jwtVerify } from 'jose';
import { mapClaims } from '../src/api/oidc/claim-map';
import type { ClaimMap } from '../src/api/oidc/settings';
import { db } from './db';
import type { BearerVerifier } from './jwt';

/** How the HTTP mock server checks an identity provider's access tokens (§6 oidc). */
export interface OidcBearerOptions {
  /** The provider's issuer URL; its keys are read from `{issuer}/.well-known/openid-configuration`'s `jwks_uri`. */
  issuer: string;
  /** The `aud` the access tokens must carry (the API's resource indicator). */
  audience: string;
  claims: ClaimMap;
}

/**
 * A bearer check as a resource server does it in oidc mode: the token is a JWT signed by one of the
 * provider's keys (RS256 or ES256), from that issuer, for this audience, not expired (jose). The user
 * is the app's user of the mapped `user_id` (else `sub`), or of the token's `email`.
 * @returns the user id, or null for any token that fails a check (the caller answers 401).
 */
export async function oidcBearerVerifier({ issuer, audience, claims }: OidcBearerOptions): Promise<BearerVerifier> {
  const discovery = (await (await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)).json()) as { jwks_uri?: unknown };
  if (typeof discovery.jwks_uri !== 'string') throw new Error(`${issuer} publishes no jwks_uri.`);
  const keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
  return async (authorization) => {
    const token = authorization?.match(/^Bearer (.+)$/)?.[1];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience, algorithms: ['RS256', 'ES256'] });
      const user = mapClaims(payload, claims, payload.exp);
      const byId = db.users.find((candidate) => String(candidate.user_id) === String(user.user_id));
      return (byId ?? db.users.find((candidate) => candidate.email === user.email))?.user_id ?? null;
    } catch {
      return null;
    }
  };
}
