import { jwtVerify, SignJWT } from 'jose';
import type { MockUser } from './fixtures/users';

/** A secret's bytes in this realm's Uint8Array: under jsdom, TextEncoder answers with another realm's, which jose refuses. */
const bytesOf = (text: string) => Uint8Array.from(new TextEncoder().encode(text));

// The in-browser demo's secret: the fake backend signs real JWTs so the app decodes them as it would
// in production. It ships in the demo bundle, so a demo token is no secret (docs/demo-and-qa.md "Demo data"); the HTTP mock
// server signs with its own (`setSigningSecret`).
let secret = bytesOf('fake-backend-demo-secret-not-for-production');

/**
 * Signs and checks tokens with `text` from now on (the HTTP mock server: `MOCK_JWT_SECRET`, else a
 * random secret per start), so a token minted with the demo's published secret is refused there.
 */
export function setSigningSecret(text: string): void {
  secret = bytesOf(text);
}

/** Token lifetime of the fake backend, in seconds. */
const TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** Signs a JWT (HS256) with the §3 claims; `exp` in seconds since the epoch. */
export async function issueToken(user: MockUser, ttlSeconds = TOKEN_TTL_SECONDS): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    user_id: user.user_id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    user_type: user.user_type,
    node_id: user.node_id,
    node_type: user.node_type,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(secret);
}

/** Checks an `Authorization` header: the user id of a valid, unexpired bearer token, or null. */
export type BearerVerifier = (authorization: string | null) => Promise<number | null>;

/** The fake backend's own tokens (HS256, signed at sign-in above). */
const verifyDemoBearer: BearerVerifier = async (authorization) => {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1];
  if (!token) return null;
  try {
    // A token must say when it ends: one without `exp` would be good for ever.
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp'] });
    return typeof payload.user_id === 'number' ? payload.user_id : null;
  } catch {
    return null;
  }
};

let verifier: BearerVerifier = verifyDemoBearer;

/** Makes the HTTP mock server accept another issuer's tokens instead (oidc mode: the provider's, `oidc-bearer.ts`). */
export function acceptBearers(next: BearerVerifier): void {
  verifier = next;
}

/** @returns the user id of a valid, unexpired bearer token, or null. */
export function verifyBearer(authorization: string | null): Promise<number | null> {
  return verifier(authorization);
}
