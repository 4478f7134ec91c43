/**
 * A local OpenID Provider for tests and demos, built on `oidc-provider` (panva, v9). Run it with
 * `npx tsx scripts/idp.ts`; it prints `IdP ready at <issuer>` once it listens.
 *
 * Development only: state lives in memory, the signing key is generated at every start (tokens do
 * not survive a restart), cookies are signed with fixed keys, and the login page is the library's
 * `devInteractions` one, which takes any password.
 *
 * What it serves to the SPA (a public client, authorization code + PKCE S256):
 * - sign-in at `/auth` with the built-in login page, no consent page; the login is one of the demo
 *   accounts' e-mails (or its `sub`), any password; any other login is sent back to the app as
 *   `error=access_denied`;
 * - tokens shaped as the provider of IDP_PROFILE issues them (`idp-profiles.ts`): the `default`
 *   profile's ID token carries the `profile` and `email` claims plus `user_type`, `node_id`,
 *   `node_type`, its JWT access token (RS256, `aud` = IDP_AUDIENCE, `exp` after ACCESS_TOKEN_TTL)
 *   `email`, `user_type`, `node_id`, `node_type`; `keycloak`, `entra`, `okta` and `auth0` lay out
 *   their claims, client id and audience as those providers do. The UserInfo endpoint (`/me`)
 *   refuses the access tokens (401 `invalid_token`: oidc-provider's UserInfo only takes its own
 *   stored, audience-less tokens), so the app reads the user from the tokens instead;
 * - a refresh token, rotated on every use and tied to the sign-in session;
 * - revocation (`/token/revocation`, refresh tokens only: JWT access tokens cannot be revoked; none
 *   for the `entra` profile, as Entra ID publishes none) and RP-initiated logout (`/session/end`)
 *   that signs out without a confirmation click.
 *
 * Test-only endpoints (plain JSON, answered before the provider's own routes):
 * - `GET /__health` → `{ "ok": true }`;
 * - `POST /__revoke?sub=1` (a `sub` or a demo e-mail) → ends every sign-in session of that subject
 *   and deletes its grants with their refresh tokens and codes, so its refresh tokens fail and its
 *   next sign-in asks for the login again; answers `{ ok, sub, grants, sessions }` (the counts
 *   deleted), or 400 for an unknown subject. Its JWT access tokens stay valid until they expire:
 *   they are self-contained and never stored (there is no introspection to revoke them at);
 * - `GET /__tokens?refresh_token=…` → `{ "state": "active" | "rotated" | "revoked" | "ended" | "unknown" }`:
 *   what became of a refresh token (`revoked`: at the revocation endpoint; `ended`: with its grant or
 *   session), so a test can check a sign-out revoked it.
 *
 * Environment:
 * - `IDP_PORT` (default 4400): port on 127.0.0.1; the issuer is `http://127.0.0.1:${IDP_PORT}`.
 * - `APP_ORIGINS` (default `http://127.0.0.1:4175`): comma-separated SPA origins; each gets
 *   `${origin}/auth/callback` and `${origin}/auth/silent-callback` as redirect URIs,
 *   `${origin}/auth-logout-basic` as post-logout redirect
 *   URI, and CORS access to the token, revocation and UserInfo endpoints.
 * - `ACCESS_TOKEN_TTL` (default 300): access token lifetime in seconds.
 * - `IDP_AUDIENCE` (default `http://127.0.0.1:4401/api`): the `default` profile's API resource
 *   indicator, used as the `aud` of its access tokens.
 * - `IDP_PROFILE` (default `default`): the token shape, one of `idp-profiles.ts`'s (not `cognito`,
 *   whose access token has no `aud`, which oidc-provider never issues: `idp-mock-server.ts` serves it).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import Provider, { errors, type Account, type Configuration, type InteractionResults, type KoaContextWithOIDC } from 'oidc-provider';
import { appOrigins, clientUris, positiveInteger, tokenShapeFromEnv } from './idp-env';
import { DEMO_USERS, demoUserByLogin, tokenProfile, type DemoUser } from './idp-profiles';

const PORT = positiveInteger('IDP_PORT', 4400);
const ACCESS_TOKEN_TTL = positiveInteger('ACCESS_TOKEN_TTL', 300);
const AUDIENCE = process.env.IDP_AUDIENCE || 'http://127.0.0.1:4401/api';
const APP_ORIGINS = appOrigins('http://127.0.0.1:4175');
const ISSUER = `http://127.0.0.1:${PORT}`;
const SHAPE = tokenShapeFromEnv('default');
const PROFILE = tokenProfile(SHAPE, AUDIENCE);
const RESOURCE = PROFILE.resource;
if (!RESOURCE) throw new Error(`IDP_PROFILE ${SHAPE}: its access token has no aud, which oidc-provider never issues; run scripts/idp-mock-server.ts`);
const CLIENT_ID = PROFILE.clientId;
const SCOPE = 'openid profile email offline_access';
const API_SCOPE = [SCOPE, PROFILE.apiScope].filter(Boolean).join(' ');

/** The demo user a login name (an e-mail, any case, an app user id or the profile's `sub`) stands for. */
const userByLogin = (login: string) => demoUserByLogin(login, PROFILE);
const userBySubject = (sub: string | undefined) => DEMO_USERS.find((user) => PROFILE.subject(user) === sub);

function toAccount(user: DemoUser): Account {
  const sub = PROFILE.subject(user);
  return {
    accountId: sub,
    // Every claim is returned; the provider keeps only those the granted scopes map to (`claims` below).
    claims: () => ({ sub, ...PROFILE.idToken(user) }),
  };
}

// The scopes that release the profile's ID token claims: its e-mail ones on `email`, the rest on
// `profile` (custom claims ride on the app's usual scope, so no new scope is needed).
const EMAIL_CLAIMS = new Set(['email', 'email_verified']);
const ID_TOKEN_CLAIMS = Object.keys(PROFILE.idToken(DEMO_USERS[0]!));

/**
 * `devInteractions` signs in whatever was typed in its login field as the account id, but the app
 * expects `sub` 1, 2 or 3, and the id must be the final `sub` before the session stores it (codes,
 * grants and tokens are checked against it). So the typed login is resolved here, where the login
 * page hands its result to the provider; an unknown login is turned into `access_denied` so tests
 * can see a failed sign-in.
 */
class DevProvider extends Provider {
  override async interactionResult(
    req: IncomingMessage | Http2ServerRequest,
    res: ServerResponse | Http2ServerResponse,
    result: InteractionResults,
    options?: { mergeWithLastSubmission?: boolean | undefined },
  ): Promise<string> {
    if (!result.login) return super.interactionResult(req, res, result, options);
    const user = userByLogin(result.login.accountId);
    const resolved: InteractionResults = user
      ? { ...result, login: { ...result.login, accountId: PROFILE.subject(user) } }
      : { error: 'access_denied', error_description: `unknown demo user "${result.login.accountId}"` };
    return super.interactionResult(req, res, resolved, options);
  }
}

/**
 * The app's first-party client is never asked for consent: the grant is widened to everything the
 * request asks for (OIDC scopes, claims and the API's scopes) before the consent checks run.
 */
async function autoGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const accountId = oidc.session?.accountId;
  const clientId = oidc.client?.clientId;
  if (!accountId || !clientId) return undefined;

  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  // A grant of the account that used this browser before (another demo user) must not be reused.
  const grant = existing && existing.accountId === accountId ? existing : new oidc.provider.Grant({ accountId, clientId });

  grant.addOIDCScope(oidc.requestParamOIDCScopes);
  grant.addOIDCClaims(oidc.requestParamClaims);
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
    grant.addResourceScope(indicator, resourceServer.scope);
  }
  await grant.save();
  return grant;
}

/** Auto-submits the provider's logout form with `logout=yes`, so the whole session ends without a click. */
function autoSubmitLogout(ctx: KoaContextWithOIDC, form: string) {
  const autoForm = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">Sign out</button></noscript></form>',
  );
  ctx.body = `<!DOCTYPE html>
<html>
<head><meta charset="utf-8"><title>Signing out…</title></head>
<body>
${autoForm}
<script>document.getElementById('op.logoutForm').submit()</script>
</body>
</html>`;
}

const { privateKey } = await generateKeyPair('RS256', { extractable: true });
const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig' };

const configuration: Configuration = {
  clients: [
    {
      client_id: CLIENT_ID,
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: clientUris(APP_ORIGINS).redirectUris,
      post_logout_redirect_uris: clientUris(APP_ORIGINS).postLogoutUris,
    },
  ],
  responseTypes: ['code'],
  // Already the default for clients without a secret; stated so PKCE never silently becomes optional.
  pkce: { required: () => true },
  jwks: { keys: [{ ...signingKey, kid: await calculateJwkThumbprint(signingKey) }] },
  cookies: { keys: ['trend-admin-idp-dev-cookie-key-1', 'trend-admin-idp-dev-cookie-key-2'] },
  scopes: ['openid', 'profile', 'email', 'offline_access'],
  claims: {
    openid: ['sub'],
    profile: ID_TOKEN_CLAIMS.filter((claim) => !EMAIL_CLAIMS.has(claim)),
    email: ID_TOKEN_CLAIMS.filter((claim) => EMAIL_CLAIMS.has(claim)),
  },
  // Scope-requested claims go in the ID token, not only in UserInfo (which the JWT access token cannot call).
  conformIdTokenClaims: false,
  findAccount: (_ctx, sub) => {
    const user = userBySubject(sub);
    return user ? toAccount(user) : undefined;
  },
  loadExistingGrant: autoGrant,
  // oidc-provider follows OpenID Connect Core section 11 and drops `offline_access` from a request without
  // `prompt=consent`, so a refresh token is issued to a public browser client doing the code flow
  // whatever the scope (the library's documented recipe). It stays bound to the sign-in session
  // (`expiresWithSession` defaults to "no offline_access"), so sign-out also ends refreshing.
  issueRefreshToken: (_ctx, client, source) =>
    client.grantTypeAllowed('refresh_token') &&
    (source.scopes.has('offline_access') || (client.applicationType === 'web' && client.clientAuthMethod === 'none')),
  // The access token is laid out as the profile's provider does (the ID token's claims come from findAccount).
  formats: {
    customizers: {
      jwt: (_ctx, token, jwt) => {
        // Client-credentials tokens have no subject (that grant is not enabled here anyway).
        const user = userBySubject('accountId' in token ? token.accountId : undefined);
        const { iss, iat, exp, jti, scope } = jwt.payload as { iss: string; iat: number; exp: number; jti: string; scope?: string };
        if (user) jwt.payload = PROFILE.accessToken(user, { iss, iat, exp, jti, scope: scope ?? SCOPE });
      },
    },
  },
  clientBasedCORS: (_ctx, origin, client) => client.clientId === CLIENT_ID && APP_ORIGINS.includes(origin),
  ttl: {
    AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL,
    IdToken: 60 * 60,
    Interaction: 60 * 60,
    Session: 14 * 24 * 60 * 60,
    Grant: 14 * 24 * 60 * 60,
    // RefreshToken keeps the library default: 14 days, and a rotated SPA token keeps its first deadline.
  },
  features: {
    devInteractions: { enabled: true },
    revocation: { enabled: PROFILE.revocation !== false },
    rpInitiatedLogout: { enabled: true, logoutSource: autoSubmitLogout },
    resourceIndicators: {
      enabled: true,
      // An authorization without a `resource` parameter is still for the API, so the code carries it...
      defaultResource: () => RESOURCE,
      // ...and the token endpoint uses it even though `openid` alone would mean "a UserInfo token".
      useGrantedResource: () => true,
      getResourceServerInfo: (_ctx, resourceIndicator) => {
        if (resourceIndicator !== RESOURCE) throw new errors.InvalidTarget();
        return {
          scope: API_SCOPE,
          audience: PROFILE.audience,
          accessTokenTTL: ACCESS_TOKEN_TTL,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        };
      },
    },
  },
};

const provider = new DevProvider(ISSUER, configuration);

// The in-memory adapter cannot be searched by subject, so /__revoke works from this index of the
// grants and sessions saved for each subject.
const grantsBySub = new Map<string, Set<string>>();
const sessionsBySub = new Map<string, Set<string>>();
function remember(index: Map<string, Set<string>>, sub: string | undefined, id: string) {
  if (!sub) return;
  const ids = index.get(sub) ?? new Set<string>();
  ids.add(id);
  index.set(sub, ids);
}
provider.on('grant.saved', (grant) => remember(grantsBySub, grant.accountId, grant.jti));
provider.on('session.saved', (session) => remember(sessionsBySub, session.accountId, session.jti));

// What became of each refresh token, for /__tokens (an opaque token's value is its jti).
type RefreshTokenState = 'active' | 'rotated' | 'revoked' | 'ended';
const refreshTokens = new Map<string, RefreshTokenState>();
provider.on('refresh_token.saved', (token) => refreshTokens.set(token.jti, 'active'));
provider.on('refresh_token.consumed', (token) => refreshTokens.set(token.jti, 'rotated'));
provider.on('refresh_token.destroyed', (token) => refreshTokens.set(token.jti, 'ended'));

async function revokeSubject(sub: string) {
  let grants = 0;
  for (const grantId of grantsBySub.get(sub) ?? []) {
    await Promise.all([
      provider.AccessToken.revokeByGrantId(grantId),
      provider.RefreshToken.revokeByGrantId(grantId),
      provider.AuthorizationCode.revokeByGrantId(grantId),
    ]);
    const grant = await provider.Grant.find(grantId);
    if (grant) {
      await grant.destroy();
      grants += 1;
    }
  }
  let sessions = 0;
  for (const sessionId of sessionsBySub.get(sub) ?? []) {
    const session = await provider.Session.find(sessionId);
    if (session) {
      await session.destroy();
      sessions += 1;
    }
  }
  grantsBySub.delete(sub);
  sessionsBySub.delete(sub);
  return { grants, sessions };
}

provider.use(async (ctx, next) => {
  if (ctx.path === '/__health' && ctx.method === 'GET') {
    ctx.body = { ok: true };
    return;
  }
  if (ctx.path === '/__revoke' && ctx.method === 'POST') {
    const login = typeof ctx.query.sub === 'string' ? ctx.query.sub : '';
    const user = userByLogin(login);
    if (!user) {
      ctx.status = 400;
      ctx.body = { ok: false, error: `unknown sub "${login}"` };
      return;
    }
    const sub = PROFILE.subject(user);
    ctx.body = { ok: true, sub, ...(await revokeSubject(sub)) };
    return;
  }
  if (ctx.path === '/__tokens' && ctx.method === 'GET') {
    const token = typeof ctx.query.refresh_token === 'string' ? ctx.query.refresh_token : '';
    ctx.body = { state: refreshTokens.get(token) ?? 'unknown' };
    return;
  }
  await next();
  // A refresh token the revocation endpoint destroyed was revoked, not ended with its session.
  const revoked =
    ctx.path === '/token/revocation' && ctx.status === 200 ? (ctx.oidc?.entities as { RefreshToken?: { jti: string } } | undefined)?.RefreshToken : undefined;
  if (revoked && refreshTokens.get(revoked.jti) === 'ended') refreshTokens.set(revoked.jti, 'revoked');
});

const server = provider.listen(PORT, '127.0.0.1', () => {
  console.log(`IdP ready at ${ISSUER}`);
});

function shutDown() {
  server.close(() => process.exit(0));
  // Browsers keep connections alive; without this, close() would wait for them.
  server.closeAllConnections();
}
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
