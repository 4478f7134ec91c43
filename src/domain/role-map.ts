import type { Role } from './access';
import { isScalarClaim } from './token.js';

/**
 * Which of the provider's role values stand for which role of the app (§6 oidc,
 * `VITE_OIDC_ROLES`): each pair says that a value of the role claim (a realm role, an app role, a
 * group) gives that role. A role may have several values; a value maps to one role.
 */
export type RoleMap = ReadonlyArray<{ role: Role; value: string }>;

/** Most privileged first: of several mapped roles, the first of this order wins. */
const PRECEDENCE: readonly Role[] = ['admin', 'manager', 'viewer'];

/** Without `VITE_OIDC_ROLES`, the app's own role names: a claim holding `manager` gives Manager. */
export const DEFAULT_ROLE_MAP: RoleMap = PRECEDENCE.map((role) => ({ role, value: role }));

const isRole = (name: string): name is Role => (PRECEDENCE as readonly string[]).includes(name);

/**
 * Reads `VITE_OIDC_ROLES`: comma-separated `role=value` pairs, such as
 * `admin=trend-admin,manager=trend-manager,viewer=trend-viewer` (a value may hold spaces, as
 * Okta's group names do: `manager=Trend Managers`; not a comma or `=`). Empty: the default map.
 * @returns the map, or what is wrong with the text (the boot page shows it).
 */
export function readRoleMap(text: string): { map: RoleMap; problem: null } | { map: null; problem: string } {
  if (!text.trim()) return { map: DEFAULT_ROLE_MAP, problem: null };
  const map: Array<{ role: Role; value: string }> = [];
  const owner = new Map<string, Role>();
  for (const pair of text.split(',')) {
    const match = /^\s*([^=]*?)\s*=\s*([^=]*?)\s*$/.exec(pair);
    const role = match?.[1]?.toLowerCase() ?? '';
    const value = match?.[2] ?? '';
    if (!match || !value)
      return { map: null, problem: `has "${pair.trim()}" where a role=value pair belongs (admin, manager or viewer = a value of the role claim).` };
    if (!isRole(role)) return { map: null, problem: `names the role "${match[1]}": the roles are admin, manager and viewer.` };
    const key = value.toLowerCase();
    const earlier = owner.get(key);
    if (earlier && earlier !== role) return { map: null, problem: `gives "${value}" to both ${earlier} and ${role}.` };
    owner.set(key, role);
    map.push({ role, value });
  }
  return { map, problem: null };
}

/**
 * The values a role claim holds, as providers send them: a list's texts and numbers each as one value
 * (an Okta group may be 'Trend Managers'); a text as itself and as each of its space- or
 * comma-separated parts ('manager viewer', 'admin,viewer'); anything else, nothing.
 */
export function roleValues(claim: unknown): string[] {
  if (typeof claim === 'string') {
    const whole = claim.trim();
    return whole ? [whole, ...whole.split(/[\s,]+/).filter(Boolean)] : [];
  }
  if (isScalarClaim(claim)) return [String(claim)];
  if (Array.isArray(claim))
    return claim
      .filter(isScalarClaim)
      .map((item) => String(item).trim())
      .filter(Boolean);
  return [];
}

/**
 * The app's role for a role claim: every value is looked up in the map (case-insensitively), values
 * that map to no role are ignored (a provider's own roles: `offline_access`, `default-roles-…`,
 * 'Everyone'), and of the roles found the most privileged wins (admin, then manager, then viewer),
 * whatever the order or repetition of the values.
 * @returns the role, or undefined when no value maps to one (the account has no access).
 */
export function mappedRole(claim: unknown, map: RoleMap): Role | undefined {
  const values = new Set(roleValues(claim).map((value) => value.toLowerCase()));
  const found = new Set(map.filter((entry) => values.has(entry.value.toLowerCase())).map((entry) => entry.role));
  return PRECEDENCE.find((role) => found.has(role));
}
