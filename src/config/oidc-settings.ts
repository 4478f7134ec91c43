import { readRoleMap, type RoleMap } from '../domain/role-map.js';

/**
 * Which token's claims the role and the node are read from (`VITE_OIDC_ROLE_SOURCE`): the ID token
 * (default), the access token when it is a JWT (Keycloak's realm roles, Entra's app roles of an API),
 * or the userinfo endpoint's answer (read at sign-in and at each renewal).
 */
export type ClaimSource = 'id_token' | 'access_token' | 'userinfo';

const CLAIM_SOURCES: readonly ClaimSource[] = ['id_token', 'access_token', 'userinfo'];
const isClaimSource = (value: string): value is ClaimSource => (CLAIM_SOURCES as readonly string[]).includes(value);

/**
 * Where the user fields of §3 come from in the provider's claims: a claim name or a dotted path for
 * the role (`userType`) and the node, the token they are read from, and which role values give which role.
 */
export interface ClaimMap {
  userType: string;
  nodeId: string;
  nodeType: string;
  /** The role claim's values that stand for the app's roles (`VITE_OIDC_ROLES`). */
  roles: RoleMap;
  /** Where the role and node claims are read (`VITE_OIDC_ROLE_SOURCE`). */
  source: ClaimSource;
}

/** The OpenID Connect client's configuration (§6 "cloud identity provider"), from `VITE_OIDC_*`. */
export interface OidcSettings {
  /** The issuer URL (`VITE_OIDC_AUTHORITY`); discovery is read from `{authority}/.well-known/openid-configuration`. */
  authority: string;
  clientId: string;
  scope: string;
  /** The API's resource indicator / audience, when the provider needs one for the access token. */
  audience: string | null;
  /** Shown on the sign-in button: 'Sign in with {provider}'. */
  providerName: string;
  claims: ClaimMap;
  /** The provider's page where users manage their account (`VITE_OIDC_ACCOUNT_URL`), offered in the profile menu; null: none. */
  accountUrl: string | null;
}

/** A configuration variable that is missing or malformed, and what is wrong with it. */
export interface SettingProblem {
  variable: string;
  problem: string;
}

export type OidcSettingsResult = { settings: OidcSettings; problems: [] } | { settings: null; problems: SettingProblem[] };

export const DEFAULT_OIDC_SCOPE = 'openid profile email offline_access';

type Env = Partial<Record<string, string | boolean | undefined>>;

const text = (env: Env, name: string): string => {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An https URL without credentials (plain http only on this machine: a local provider); an issuer has no query or fragment either. */
function isProviderUrl(value: string, { issuer }: { issuer: boolean }): boolean {
  try {
    const url = new URL(value);
    const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
    return secure && !url.username && !url.password && (!issuer || (!url.search && !url.hash));
  } catch {
    return false;
  }
}

const CLAIM_PATH = /^[^\s.][^\s]*$/;

/**
 * Reads the oidc mode's variables (§6), each checked: `VITE_OIDC_AUTHORITY` (an https URL, no
 * query; http only on localhost), `VITE_OIDC_CLIENT_ID` (required), `VITE_OIDC_SCOPE` (default
 * `openid profile email offline_access`; must hold `openid`), `VITE_OIDC_AUDIENCE` (optional),
 * `VITE_OIDC_PROVIDER_NAME` (default 'your identity provider'), the claim map
 * `VITE_OIDC_CLAIM_USER_TYPE` / `_NODE_ID` / `_NODE_TYPE` (defaults `user_type`, `node_id`,
 * `node_type`), `VITE_OIDC_ROLES` (role=value pairs, default the role names themselves),
 * `VITE_OIDC_ROLE_SOURCE` (`id_token` default, `access_token`, `userinfo`) and `VITE_OIDC_ACCOUNT_URL`
 * (optional, an https URL).
 * @returns the settings, or every problem found (the boot page lists them); never throws.
 */
export function readOidcSettings(env: Env): OidcSettingsResult {
  const problems: SettingProblem[] = [];
  const authority = text(env, 'VITE_OIDC_AUTHORITY').replace(/\/$/, '');
  if (!authority) problems.push({ variable: 'VITE_OIDC_AUTHORITY', problem: 'is not set: give the issuer URL of the identity provider.' });
  else if (!isProviderUrl(authority, { issuer: true }))
    problems.push({ variable: 'VITE_OIDC_AUTHORITY', problem: 'is not an https URL without query or fragment (http only for localhost).' });
  const clientId = text(env, 'VITE_OIDC_CLIENT_ID');
  if (!clientId) problems.push({ variable: 'VITE_OIDC_CLIENT_ID', problem: 'is not set: give the client id registered for this app.' });
  const scope = text(env, 'VITE_OIDC_SCOPE').replace(/\s+/g, ' ') || DEFAULT_OIDC_SCOPE;
  if (!scope.split(' ').includes('openid')) problems.push({ variable: 'VITE_OIDC_SCOPE', problem: "must include 'openid'." });
  const audience = text(env, 'VITE_OIDC_AUDIENCE') || null;
  const paths = {
    userType: text(env, 'VITE_OIDC_CLAIM_USER_TYPE') || 'user_type',
    nodeId: text(env, 'VITE_OIDC_CLAIM_NODE_ID') || 'node_id',
    nodeType: text(env, 'VITE_OIDC_CLAIM_NODE_TYPE') || 'node_type',
  };
  for (const [key, variable] of [
    ['userType', 'VITE_OIDC_CLAIM_USER_TYPE'],
    ['nodeId', 'VITE_OIDC_CLAIM_NODE_ID'],
    ['nodeType', 'VITE_OIDC_CLAIM_NODE_TYPE'],
  ] as const) {
    if (!CLAIM_PATH.test(paths[key])) problems.push({ variable, problem: 'is not a claim name or dotted path.' });
  }
  const roles = readRoleMap(text(env, 'VITE_OIDC_ROLES'));
  if (roles.map === null) problems.push({ variable: 'VITE_OIDC_ROLES', problem: roles.problem });
  const source = text(env, 'VITE_OIDC_ROLE_SOURCE') || 'id_token';
  if (!isClaimSource(source)) problems.push({ variable: 'VITE_OIDC_ROLE_SOURCE', problem: 'is not one of id_token, access_token, userinfo.' });
  const accountUrl = text(env, 'VITE_OIDC_ACCOUNT_URL') || null;
  if (accountUrl !== null && !isProviderUrl(accountUrl, { issuer: false }))
    problems.push({ variable: 'VITE_OIDC_ACCOUNT_URL', problem: 'is not an https URL (http only for localhost).' });
  if (problems.length > 0 || roles.map === null || !isClaimSource(source)) return { settings: null, problems };
  return {
    settings: {
      authority,
      clientId,
      scope,
      audience,
      providerName: text(env, 'VITE_OIDC_PROVIDER_NAME') || 'your identity provider',
      claims: { ...paths, roles: roles.map, source },
      accountUrl,
    },
    problems: [],
  };
}
