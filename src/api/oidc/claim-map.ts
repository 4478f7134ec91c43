import { toTokenUser, type TokenUser } from '../../machines/token';
import type { ClaimMap } from './settings';

/**
 * The claim at `path`: the claim of that exact name first (namespaced claims such as
 * `https://example.com/roles` hold dots), else the dotted path through nested objects
 * (`realm_access.roles`). A list gives its first text or number (a role list).
 */
export function claimAt(claims: Record<string, unknown>, path: string): string | number | undefined {
  let value: unknown = Object.hasOwn(claims, path) ? claims[path] : undefined;
  if (value === undefined) {
    value = claims;
    for (const part of path.split('.')) {
      value = value && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, part) ? (value as Record<string, unknown>)[part] : undefined;
    }
  }
  if (Array.isArray(value)) value = value.find((item) => typeof item === 'string' || typeof item === 'number');
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? value : undefined;
}

/**
 * §3 user from the provider's claims (ID token and userinfo merged) by the claim map (§6 oidc):
 * `user_id` ← `user_id` else `sub`, `email`, `first_name` ← `given_name`, `last_name` ←
 * `family_name`, `user_type` / `node_id` / `node_type` ← the mapped claims, `exp` ← the access
 * token's expiry (s). Claims of the wrong type are left out, as for the fake backend's token.
 * @param claims anything; not an object gives a user with only `exp`.
 */
export function mapClaims(claims: unknown, map: ClaimMap, accessTokenExpiresAt: number | undefined): TokenUser {
  const record = claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : {};
  const at = (path: string) => claimAt(record, path);
  return toTokenUser({
    user_id: at('user_id') ?? at('sub'),
    email: at('email'),
    first_name: at('given_name'),
    last_name: at('family_name'),
    user_type: String(at(map.userType) ?? '') || undefined,
    node_id: at(map.nodeId),
    node_type: at(map.nodeType),
    exp: accessTokenExpiresAt,
  });
}
