/**
 * The token shapes of the identity providers docs/identity-providers.md "Recipes" covers, for the local test
 * providers (`scripts/idp.ts` on oidc-provider, `scripts/idp-mock-server.ts` on oauth2-mock-server):
 * which claims each provider puts in its ID token and in its access token, how it names the user, the
 * client and the API, set up as the recipe says. Only the shapes are the providers'; the users are the
 * demo accounts (their app user ids are mocks/fixtures/users.ts's).
 */
import type { Role } from '../src/domain/access';

export type TokenShape = 'default' | 'keycloak' | 'entra' | 'okta' | 'cognito' | 'auth0';

export const TOKEN_SHAPES: readonly TokenShape[] = ['default', 'keycloak', 'entra', 'okta', 'cognito', 'auth0'];

/** A demo account: `id` is its user id in the app's tables (the mock API's). */
export interface DemoUser {
  id: number;
  email: string;
  givenName: string;
  familyName: string;
  role: Role;
  nodeId: string;
  nodeType: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { id: 1, email: 'admin@example.com', givenName: 'Admin', familyName: 'User', role: 'admin', nodeId: '1', nodeType: 'Admin' },
  { id: 2, email: 'manager@example.com', givenName: 'Maria', familyName: 'Manager', role: 'manager', nodeId: 'dep-1', nodeType: 'Department' },
  { id: 3, email: 'viewer@example.com', givenName: 'Victor', familyName: 'Viewer', role: 'viewer', nodeId: 'dep-1', nodeType: 'Department' },
];

export type Claims = Record<string, unknown>;

/** What every access token is made from; each shape lays it out as its provider does. Times in s. */
export interface AccessTokenBase {
  iss: string;
  iat: number;
  exp: number;
  jti: string;
  /** The scope granted, space-separated. */
  scope: string;
}

export interface TokenProfile {
  /** The app's client id at that provider. */
  clientId: string;
  /** What the API checks the access token is for (the mock API's OIDC_AUDIENCE): an `aud`, or Cognito's `client_id`. */
  audience: string;
  /**
   * The resource indicator oidc-provider issues the API's tokens for when the app sends none (an
   * absolute URI); undefined where oidc-provider cannot issue the shape (an access token without `aud`).
   */
  resource?: string;
  /** A scope the provider grants for the API beside the OpenID ones (Entra's `api://…/access`). */
  apiScope?: string;
  /** False where the provider publishes no `revocation_endpoint` (Entra ID): sign-out can only end its session. */
  revocation?: false;
  /** The user's subject in the ID token (the provider's account id). */
  subject(user: DemoUser): string;
  /** The user's claims in the ID token, beside the protocol's (iss, sub, aud, exp, iat, nonce…). */
  idToken(user: DemoUser): Claims;
  /** The whole access token payload. */
  accessToken(user: DemoUser, base: AccessTokenBase): Claims;
}

const fullName = (user: DemoUser) => `${user.givenName} ${user.familyName}`;
const hex = (id: number, length: number) => id.toString(16).padStart(length, '0');

/** The flat claims of this repository's own provider setup: `user_type`, `node_id`, `node_type`. */
function defaultShape(audience: string): TokenProfile {
  return {
    clientId: 'trend-admin',
    audience,
    resource: audience,
    subject: (user) => String(user.id),
    idToken: (user) => ({
      email: user.email,
      email_verified: true,
      given_name: user.givenName,
      family_name: user.familyName,
      name: fullName(user),
      user_type: user.role,
      node_id: user.nodeId,
      node_type: user.nodeType,
    }),
    accessToken: (user, base) => ({
      ...base,
      sub: String(user.id),
      client_id: 'trend-admin',
      aud: audience,
      email: user.email,
      user_type: user.role,
      node_id: user.nodeId,
      node_type: user.nodeType,
    }),
  };
}

/**
 * Keycloak 26, realm `staff`, public client `trend-admin`, an audience mapper adding `trend-api`, realm
 * roles `trend-admin`/`trend-manager`/`trend-viewer`, user-attribute mappers for the node. The realm
 * roles mapper (client scope `roles`) fills the access token only: 'Add to ID token' is off by
 * default. Every user also holds the realm's default roles, listed with theirs in no set order.
 */
const keycloak: TokenProfile = {
  clientId: 'trend-admin',
  audience: 'trend-api',
  resource: 'urn:keycloak:trend-api',
  subject: (user) => `5f0c2d7e-8a41-4c39-b6e2-${hex(user.id, 12)}`,
  idToken: (user) => ({
    email: user.email,
    email_verified: true,
    preferred_username: user.email,
    given_name: user.givenName,
    family_name: user.familyName,
    name: fullName(user),
    node_id: user.nodeId,
    node_type: user.nodeType,
  }),
  accessToken: (user, base) => ({
    exp: base.exp,
    iat: base.iat,
    jti: base.jti,
    iss: base.iss,
    aud: ['trend-api', 'account'],
    sub: keycloak.subject(user),
    typ: 'Bearer',
    azp: 'trend-admin',
    scope: 'openid profile email',
    realm_access: { roles: ['default-roles-staff', 'offline_access', 'uma_authorization', `trend-${user.role}`] },
    resource_access: { account: { roles: ['manage-account', 'manage-account-links', 'view-profile'] } },
    email_verified: true,
    name: fullName(user),
    preferred_username: user.email,
    given_name: user.givenName,
    family_name: user.familyName,
    email: user.email,
    node_id: user.nodeId,
    node_type: user.nodeType,
  }),
};

const ENTRA_TENANT = '9b2c4e6a-1f3d-4a5b-8c7d-0e1f2a3b4c5d';
const ENTRA_API_APP = 'c5a1e0f2-6b7d-4e8f-9a0b-1c2d3e4f5a6b';
const ENTRA_SPA_APP = 'a7f3c2e1-4d5b-4c6a-8e9f-0a1b2c3d4e5f';
const entraOid = (user: DemoUser) => `0f8e7d6c-5b4a-4938-a726-${hex(user.id, 12)}`;
const ENTRA_ROLES: Record<Role, string[]> = { admin: ['Trend.Viewer', 'Trend.Admin'], manager: ['Trend.Manager'], viewer: ['Trend.Viewer'] };

/**
 * Microsoft Entra ID, v2.0 endpoints: a SPA registration (the client) and an API registration with
 * `requestedAccessTokenVersion: 2`, the scope `access` (App ID URI `api://{api app id}`), app roles
 * `Trend.Admin`/`Trend.Manager`/`Trend.Viewer` assigned to users, which reach the API's access token
 * as `roles` (a list; several when several are assigned); optional claims `email`, `given_name`,
 * `family_name` and the node's directory extensions (`extn.nodeId`, `extn.nodeType`). A v2 access
 * token's `aud` is the API's application id; `sub` is pairwise, so it differs between the two tokens.
 * Its discovery names no revocation endpoint.
 */
const entra: TokenProfile = {
  clientId: ENTRA_SPA_APP,
  revocation: false,
  audience: ENTRA_API_APP,
  resource: `api://${ENTRA_API_APP}`,
  apiScope: `api://${ENTRA_API_APP}/access`,
  subject: (user) => `kX3v9QmT2bR8wZ1nH5cJ7pL0sD4fG6yA${hex(user.id, 11)}`,
  idToken: (user) => ({
    ver: '2.0',
    tid: ENTRA_TENANT,
    oid: entraOid(user),
    name: fullName(user),
    preferred_username: user.email,
    email: user.email,
    given_name: user.givenName,
    family_name: user.familyName,
  }),
  accessToken: (user, base) => ({
    aud: ENTRA_API_APP,
    iss: base.iss,
    iat: base.iat,
    nbf: base.iat,
    exp: base.exp,
    azp: ENTRA_SPA_APP,
    azpacr: '0',
    name: fullName(user),
    oid: entraOid(user),
    preferred_username: user.email,
    email: user.email,
    roles: ENTRA_ROLES[user.role],
    scp: 'access',
    sub: `Qw8rT1yU4iO7pA2sD5fG9hJ3kL6zX0cV${hex(user.id, 11)}`,
    tid: ENTRA_TENANT,
    uti: base.jti,
    ver: '2.0',
    'extn.nodeId': user.nodeId,
    'extn.nodeType': user.nodeType,
  }),
};

const OKTA_CLIENT = '0oa8x2k4m6n8p0r2t4v6';
const OKTA_GROUPS: Record<Role, string> = { admin: 'Trend Admins', manager: 'Trend Managers', viewer: 'Trend Viewers' };
const oktaUid = (user: DemoUser) => `00u5f7h9j1l3n5p7${hex(user.id, 4)}`;

/**
 * Okta, custom authorization server `default` (audience `api://default`), an SPA app integration;
 * claims added on the authorization server: `groups` (groups filter matching every group, so every
 * user's list holds 'Everyone'), `node_id`, `node_type` (from profile attributes) in both tokens, and
 * `email` in the access token. The access token's `sub` is the user's login, its `uid` the user id.
 */
const okta: TokenProfile = {
  clientId: OKTA_CLIENT,
  audience: 'api://default',
  resource: 'api://default',
  subject: oktaUid,
  idToken: (user) => ({
    ver: 1,
    name: fullName(user),
    email: user.email,
    preferred_username: user.email,
    given_name: user.givenName,
    family_name: user.familyName,
    idp: '00o1a2b3c4d5e6f7g8h9',
    groups: ['Everyone', OKTA_GROUPS[user.role]],
    node_id: user.nodeId,
    node_type: user.nodeType,
  }),
  accessToken: (user, base) => ({
    ver: 1,
    jti: `AT.${base.jti}`,
    iss: base.iss,
    aud: 'api://default',
    iat: base.iat,
    exp: base.exp,
    cid: OKTA_CLIENT,
    uid: oktaUid(user),
    scp: base.scope.split(' '),
    auth_time: base.iat,
    sub: user.email,
    groups: ['Everyone', OKTA_GROUPS[user.role]],
    email: user.email,
    node_id: user.nodeId,
    node_type: user.nodeType,
  }),
};

const COGNITO_CLIENT = '5r2k9q7v1m3n8b6c4x0z2l4j6h';
const COGNITO_GROUPS: Record<Role, string[]> = { admin: ['trend-admin'], manager: ['staff', 'trend-manager'], viewer: ['staff', 'trend-viewer'] };
const cognitoSub = (user: DemoUser) => `d4e5f6a7-b8c9-4d0e-9f1a-${hex(user.id, 12)}`;

/**
 * Amazon Cognito user pool, app client without secret, groups `trend-admin`/`trend-manager`/
 * `trend-viewer`, custom attributes `custom:node_id`/`custom:node_type` (in the ID token only).
 * `cognito:groups` is in both tokens. The access token has no `aud`: it names the app client in
 * `client_id`, and says `token_use: "access"`; `email` is in it because a pre token generation
 * Lambda (event version 2) adds it, as the recipe says, for the API to find the user.
 */
const cognito: TokenProfile = {
  clientId: COGNITO_CLIENT,
  audience: COGNITO_CLIENT,
  subject: cognitoSub,
  idToken: (user) => ({
    'cognito:username': cognitoSub(user),
    'cognito:groups': COGNITO_GROUPS[user.role],
    email: user.email,
    email_verified: true,
    given_name: user.givenName,
    family_name: user.familyName,
    'custom:node_id': user.nodeId,
    'custom:node_type': user.nodeType,
    token_use: 'id',
  }),
  accessToken: (user, base) => ({
    sub: cognitoSub(user),
    'cognito:groups': COGNITO_GROUPS[user.role],
    iss: base.iss,
    version: 2,
    client_id: COGNITO_CLIENT,
    origin_jti: `${base.jti}-origin`,
    token_use: 'access',
    scope: base.scope
      .split(' ')
      .filter((scope) => scope !== 'offline_access')
      .join(' '),
    auth_time: base.iat,
    exp: base.exp,
    iat: base.iat,
    jti: base.jti,
    username: cognitoSub(user),
    email: user.email,
  }),
};

const AUTH0_API = 'https://api.trend.example';
const AUTH0_CLIENT = 'Xy7Kp2Qm9Rt4Vw6Za1Bc3De5Fg8Hj0Lk';
const AUTH0_ROLES: Record<Role, string> = { admin: 'Trend Admin', manager: 'Trend Manager', viewer: 'Trend Viewer' };
const auth0Sub = (user: DemoUser) => `auth0|6650f3a1b2c3d4e5f6a7${hex(user.id, 4)}`;

/**
 * Auth0, a Single Page Application and an API with identifier `https://api.trend.example`, the
 * tenant's Resource Parameter Compatibility Profile on (so `resource` selects the API), RBAC roles
 * 'Trend Admin'/'Trend Manager'/'Trend Viewer', and a post-login Action that sets the namespaced
 * claims `https://trend.example/roles` (the role names), `…/node_id`, `…/node_type` on both tokens,
 * and `user_id` (the app's user id, from app_metadata) on the access token.
 */
const auth0: TokenProfile = {
  clientId: AUTH0_CLIENT,
  audience: AUTH0_API,
  resource: AUTH0_API,
  subject: auth0Sub,
  idToken: (user) => ({
    nickname: user.email.split('@')[0],
    name: fullName(user),
    email: user.email,
    email_verified: true,
    given_name: user.givenName,
    family_name: user.familyName,
    'https://trend.example/roles': [AUTH0_ROLES[user.role]],
    'https://trend.example/node_id': user.nodeId,
    'https://trend.example/node_type': user.nodeType,
  }),
  accessToken: (user, base) => ({
    'https://trend.example/roles': [AUTH0_ROLES[user.role]],
    'https://trend.example/node_id': user.nodeId,
    'https://trend.example/node_type': user.nodeType,
    user_id: String(user.id),
    iss: base.iss,
    sub: auth0Sub(user),
    aud: [AUTH0_API, `${base.iss}/userinfo`],
    iat: base.iat,
    exp: base.exp,
    jti: base.jti,
    scope: base.scope,
    azp: AUTH0_CLIENT,
  }),
};

/**
 * The profile of a token shape.
 * @param defaultAudience the default shape's API audience (its provider's `IDP_AUDIENCE`).
 */
export function tokenProfile(shape: TokenShape, defaultAudience: string): TokenProfile {
  return { default: defaultShape(defaultAudience), keycloak, entra, okta, cognito, auth0 }[shape];
}

/** The demo user a login stands for: an e-mail (any case), an app user id, or the profile's subject. */
export function demoUserByLogin(login: string, profile: TokenProfile): DemoUser | undefined {
  const wanted = login.trim().toLowerCase();
  return DEMO_USERS.find((user) => user.email === wanted || String(user.id) === wanted || profile.subject(user).toLowerCase() === wanted);
}

/** Whether `value` names a token shape. */
export const isTokenShape = (value: string | undefined): value is TokenShape => TOKEN_SHAPES.includes(value as TokenShape);
