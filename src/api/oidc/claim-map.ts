import { isScalarClaim, toTokenUser, type TokenUser } from '../../domain/token';
import { mappedRole } from '../../domain/role-map';
import type { ClaimMap } from '../../config/oidc-settings';

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The claim at `path`, as the provider sent it (a list stays a list): the claim of that exact name
 * first (namespaced claims such as `https://example.com/roles`, Entra's `extn.nodeId`, hold dots),
 * else the dotted path through nested objects (`realm_access.roles`). Inherited properties are never
 * claims.
 */
export function claimAt(claims: Record<string, unknown>, path: string): unknown {
  if (Object.hasOwn(claims, path)) return claims[path];
  let value: unknown = claims;
  for (const part of path.split('.')) {
    value = value && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, part) ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

/** A single-valued claim at `path`: a text or finite number; of a list, its first such entry. */
function scalarAt(claims: Record<string, unknown>, path: string): string | number | undefined {
  const value = claimAt(claims, path);
  const scalar = Array.isArray(value) ? value.find(isScalarClaim) : value;
  return isScalarClaim(scalar) ? scalar : undefined;
}

/** The claims a sign-in or renewal brought, by where they come from (`ClaimSource`). */
export interface ProviderClaims {
  /** The ID token's claims, with userinfo's merged over them when the app read userinfo. */
  idToken: unknown;
  /** The access token's payload when it is a JWT; undefined when it is opaque. */
  accessToken?: unknown;
}

// oidc-client-ts merges userinfo's claims over the ID token's in the user's profile, and reads them
// only when the source is userinfo (loadUserInfo): that source is the profile.
const sourceKey = { id_token: 'idToken', access_token: 'accessToken', userinfo: 'idToken' } as const;

/**
 * §3 user from the provider's claims by the claim map (§6 oidc): `user_id` ← `user_id` else `sub`,
 * `email`, `first_name` ← `given_name`, `last_name` ← `family_name` (all from the ID token);
 * `user_type` ← the most privileged role the role claim's values map to (`VITE_OIDC_ROLES`; none:
 * left out, which is no access), `node_id` / `node_type` ← the node claims, these three read from
 * the map's source token; `exp` ← the access token's expiry (s). Claims of the wrong type are left
 * out, as for the fake backend's token.
 * @param claims anything in each source; what is not an object reads as no claims.
 */
export function mapClaims(claims: ProviderClaims, map: ClaimMap, accessTokenExpiresAt: number | undefined): TokenUser {
  const profile = asRecord(claims.idToken);
  const access = asRecord(claims[sourceKey[map.source]]);
  const at = (path: string) => scalarAt(profile, path);
  return toTokenUser({
    user_id: at('user_id') ?? at('sub'),
    email: at('email'),
    first_name: at('given_name'),
    last_name: at('family_name'),
    user_type: mappedRole(claimAt(access, map.userType), map.roles),
    node_id: scalarAt(access, map.nodeId),
    node_type: scalarAt(access, map.nodeType),
    exp: accessTokenExpiresAt,
  });
}
