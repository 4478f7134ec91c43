import { tokenProfile, type TokenShape } from '../../scripts/idp-profiles';

/**
 * The provider profiles of the oidc-mode e2e (playwright.oidc.config.ts), one Playwright project
 * each: a local provider issuing one provider's token shape (`scripts/idp-profiles.ts`), the HTTP
 * mock server checking its tokens, and the app built with that recipe's settings (docs/identity-providers.md "Recipes", with
 * the local provider's URLs). Keycloak runs on both local provider implementations; Cognito only on
 * oauth2-mock-server, since oidc-provider never issues an access token without `aud`.
 */
export interface ProviderProfile {
  /** The Playwright project's name. */
  name: string;
  shape: TokenShape;
  implementation: 'oidc-provider' | 'oauth2-mock-server';
  idpPort: number;
  apiPort: number;
  appPort: number;
  /** The recipe's VITE_OIDC_* settings beside the authority, client id and provider name. */
  app: (issuer: string) => Record<string, string>;
  /** Who signs in, as the profile area names them, and their role: managers and admins write, viewers do not. */
  user: { login: string; name: string; role: 'Admin' | 'Manager' | 'Viewer' };
  /** The account page the profile menu links to, when the recipe sets one. */
  accountUrl?: (issuer: string) => string;
}

const KEYCLOAK = {
  app: () => ({
    // As docs/identity-providers.md "Keycloak" recipe: without offline_access, a refresh token bound to the SSO session.
    VITE_OIDC_SCOPE: 'openid profile email',
    VITE_OIDC_CLAIM_USER_TYPE: 'realm_access.roles',
    VITE_OIDC_ROLE_SOURCE: 'access_token',
    VITE_OIDC_ROLES: 'admin=trend-admin,manager=trend-manager,viewer=trend-viewer',
  }),
  accountUrl: (issuer: string) => `${issuer}/account`,
};

export const PROVIDER_PROFILES: readonly ProviderProfile[] = [
  {
    name: 'keycloak',
    shape: 'keycloak',
    implementation: 'oidc-provider',
    idpPort: 4410,
    apiPort: 4411,
    appPort: 4177,
    ...KEYCLOAK,
    user: { login: 'manager@example.com', name: 'Maria Manager', role: 'Manager' },
  },
  {
    name: 'keycloak on oauth2-mock-server',
    shape: 'keycloak',
    implementation: 'oauth2-mock-server',
    idpPort: 4420,
    apiPort: 4421,
    appPort: 4178,
    ...KEYCLOAK,
    user: { login: 'viewer@example.com', name: 'Victor Viewer', role: 'Viewer' },
  },
  {
    name: 'entra',
    shape: 'entra',
    implementation: 'oidc-provider',
    idpPort: 4430,
    apiPort: 4431,
    appPort: 4179,
    app: () => ({
      VITE_OIDC_SCOPE: `openid profile email offline_access ${tokenProfile('entra', '').apiScope}`,
      VITE_OIDC_CLAIM_USER_TYPE: 'roles',
      VITE_OIDC_ROLE_SOURCE: 'access_token',
      VITE_OIDC_ROLES: 'admin=Trend.Admin,manager=Trend.Manager,viewer=Trend.Viewer',
      VITE_OIDC_CLAIM_NODE_ID: 'extn.nodeId',
      VITE_OIDC_CLAIM_NODE_TYPE: 'extn.nodeType',
    }),
    accountUrl: () => 'https://myaccount.microsoft.com/',
    user: { login: 'admin@example.com', name: 'Admin User', role: 'Admin' },
  },
  {
    name: 'okta',
    shape: 'okta',
    implementation: 'oidc-provider',
    idpPort: 4440,
    apiPort: 4441,
    appPort: 4180,
    app: () => ({
      VITE_OIDC_CLAIM_USER_TYPE: 'groups',
      VITE_OIDC_ROLES: 'admin=Trend Admins,manager=Trend Managers,viewer=Trend Viewers',
    }),
    accountUrl: (issuer) => `${issuer}/enduser/settings`,
    user: { login: 'viewer@example.com', name: 'Victor Viewer', role: 'Viewer' },
  },
  {
    name: 'cognito on oauth2-mock-server',
    shape: 'cognito',
    implementation: 'oauth2-mock-server',
    idpPort: 4450,
    apiPort: 4451,
    appPort: 4181,
    app: () => ({
      VITE_OIDC_SCOPE: 'openid profile email',
      VITE_OIDC_CLAIM_USER_TYPE: 'cognito:groups',
      VITE_OIDC_CLAIM_NODE_ID: 'custom:node_id',
      VITE_OIDC_CLAIM_NODE_TYPE: 'custom:node_type',
      VITE_OIDC_ROLES: 'admin=trend-admin,manager=trend-manager,viewer=trend-viewer',
    }),
    user: { login: 'manager@example.com', name: 'Maria Manager', role: 'Manager' },
  },
  {
    name: 'auth0',
    shape: 'auth0',
    implementation: 'oidc-provider',
    idpPort: 4460,
    apiPort: 4461,
    appPort: 4182,
    app: () => ({
      VITE_OIDC_AUDIENCE: tokenProfile('auth0', '').audience,
      VITE_OIDC_CLAIM_USER_TYPE: 'https://trend.example/roles',
      VITE_OIDC_CLAIM_NODE_ID: 'https://trend.example/node_id',
      VITE_OIDC_CLAIM_NODE_TYPE: 'https://trend.example/node_type',
      VITE_OIDC_ROLES: 'admin=Trend Admin,manager=Trend Manager,viewer=Trend Viewer',
    }),
    user: { login: 'manager@example.com', name: 'Maria Manager', role: 'Manager' },
  },
];

/** A profile's addresses and the settings its servers start with. */
export function profileSetup(profile: ProviderProfile) {
  const issuer = `http://127.0.0.1:${profile.idpPort}`;
  const tokens = tokenProfile(profile.shape, '');
  const accountUrl = profile.accountUrl?.(issuer);
  return {
    issuer,
    apiUrl: `http://127.0.0.1:${profile.apiPort}/api`,
    appOrigin: `http://127.0.0.1:${profile.appPort}`,
    clientId: tokens.clientId,
    audience: tokens.audience,
    accountUrl,
    appEnv: { ...profile.app(issuer), ...(accountUrl ? { VITE_OIDC_ACCOUNT_URL: accountUrl } : {}) },
  };
}

export function profileNamed(name: string): ProviderProfile {
  const profile = PROVIDER_PROFILES.find((candidate) => candidate.name === name);
  if (!profile) throw new Error(`No oidc provider profile "${name}"`);
  return profile;
}
