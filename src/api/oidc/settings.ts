/** Where the user fields of §3 come from in the provider's claims: a claim name or a dotted path. */
export interface ClaimMap {
  userType: string;
  nodeId: string;
  nodeType: string;
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

/** An https URL without credentials, query or fragment; plain http only on this machine (a local provider). */
function isIssuerUrl(value: string): boolean {
  try {
    const url = new URL(value);
    const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
    return secure && !url.username && !url.password && !url.search && !url.hash;
  } catch {
    return false;
  }
}

const CLAIM_PATH = /^[^\s.][^\s]*$/;

/**
 * Reads the oidc mode's variables (§6), each checked: `VITE_OIDC_AUTHORITY` (an https URL, no
 * query; http only on localhost), `VITE_OIDC_CLIENT_ID` (required), `VITE_OIDC_SCOPE` (default
 * `openid profile email offline_access`; must hold `openid`), `VITE_OIDC_AUDIENCE` (optional),
 * `VITE_OIDC_PROVIDER_NAME` (default 'your identity provider'), and the claim map
 * `VITE_OIDC_CLAIM_USER_TYPE` / `_NODE_ID` / `_NODE_TYPE` (defaults `user_type`, `node_id`, `node_type`).
 * @returns the settings, or every problem found (the boot page lists them); never throws.
 */
export function readOidcSettings(env: Env): OidcSettingsResult {
  const problems: SettingProblem[] = [];
  const authority = text(env, 'VITE_OIDC_AUTHORITY').replace(/\/$/, '');
  if (!authority) problems.push({ variable: 'VITE_OIDC_AUTHORITY', problem: 'is not set: give the issuer URL of the identity provider.' });
  else if (!isIssuerUrl(authority)) problems.push({ variable: 'VITE_OIDC_AUTHORITY', problem: 'is not an https URL without query or fragment (http only for localhost).' });
  const clientId = text(env, 'VITE_OIDC_CLIENT_ID');
  if (!clientId) problems.push({ variable: 'VITE_OIDC_CLIENT_ID', problem: 'is not set: give the client id registered for this app.' });
  const scope = text(env, 'VITE_OIDC_SCOPE').replace(/\s+/g, ' ') || DEFAULT_OIDC_SCOPE;
  if (!scope.split(' ').includes('openid')) problems.push({ variable: 'VITE_OIDC_SCOPE', problem: "must include 'openid'." });
  const audience = text(env, 'VITE_OIDC_AUDIENCE') || null;
  const claims: ClaimMap = {
    userType: text(env, 'VITE_OIDC_CLAIM_USER_TYPE') || 'user_type',
    nodeId: text(env, 'VITE_OIDC_CLAIM_NODE_ID') || 'node_id',
    nodeType: text(env, 'VITE_OIDC_CLAIM_NODE_TYPE') || 'node_type',
  };
  for (const [key, variable] of [
    ['userType', 'VITE_OIDC_CLAIM_USER_TYPE'],
    ['nodeId', 'VITE_OIDC_CLAIM_NODE_ID'],
    ['nodeType', 'VITE_OIDC_CLAIM_NODE_TYPE'],
  ] as const) {
    if (!CLAIM_PATH.test(claims[key])) problems.push({ variable, problem: 'is not a claim name or dotted path.' });
  }
  if (problems.length > 0) return { settings: null, problems };
  return {
    settings: { authority, clientId, scope, audience, providerName: text(env, 'VITE_OIDC_PROVIDER_NAME') || 'your identity provider', claims },
    problems: [],
  };
}
