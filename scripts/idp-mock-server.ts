/**
 * A second local OpenID Provider for tests, independent of `scripts/idp.ts` (oidc-provider): built on
 * `oauth2-mock-server` (axa-group), so the app is never tested only against the provider it was
 * developed with. Run it with `npx tsx scripts/idp-mock-server.ts`; it prints `IdP ready at <issuer>`.
 *
 * The library signs tokens, serves discovery, JWKS and PKCE checks, but on its own approves every
 * `/authorize` at once for a fixed `johndoe`, accepts any refresh token, and its revocation and
 * userinfo check nothing. This wrapper keeps the state it lacks and fronts those routes:
 * - `/authorize` requires `response_type=code`, the client, a registered redirect URI and PKCE S256;
 *   it signs in by the session cookie, else by `login_hint`, else with a login form (one of the demo
 *   accounts' e-mails, any password; Cancel answers `access_denied`); `prompt=none` without a session
 *   answers `login_required`; the library's own authorize then mints the code, which is bound here to
 *   the user, the session, the client and the redirect URI, and is good for one exchange;
 * - `/token` issues the IDP_PROFILE shape's ID and access tokens (`idp-profiles.ts`) for that user,
 *   rotates refresh tokens (a rotated, revoked or session-ended one is `invalid_grant`);
 * - `/revoke` (RFC 7009) really revokes a refresh token; `/userinfo` checks the bearer's signature,
 *   expiry and revocation; `/endsession` ends the session (cookie, or `id_token_hint`'s `sid`) and
 *   goes back only to a registered post-logout URI;
 * - test only: `GET /__health`, and `GET /__tokens?refresh_token=…` → `{ "state": "active" |
 *   "rotated" | "revoked" | "unknown" }`.
 * Known differences from a full provider: the library's own checks (a replayed code, a wrong
 * `code_verifier`) answer `application/problem+json`, not OAuth error JSON.
 *
 * Environment: `IDP_PORT` (default 4420; issuer `http://127.0.0.1:${IDP_PORT}`), `APP_ORIGINS`
 * (comma-separated; each gets the app's callback, silent-callback and logged-out URIs),
 * `ACCESS_TOKEN_TTL` (s, default 300), `IDP_PROFILE` (default `keycloak`).
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { Events, OAuth2Server, type MutableRedirectUri, type MutableResponse, type MutableToken, type TokenRequestIncomingMessage } from 'oauth2-mock-server';
import { appOrigins, clientUris, positiveInteger, tokenShapeFromEnv } from './idp-env';
import { DEMO_USERS, demoUserByLogin, tokenProfile, type DemoUser } from './idp-profiles';

const PORT = positiveInteger('IDP_PORT', 4420);
const ACCESS_TOKEN_TTL = positiveInteger('ACCESS_TOKEN_TTL', 300);
const SHAPE = tokenShapeFromEnv('keycloak');
const PROFILE = tokenProfile(SHAPE, 'http://127.0.0.1:4421/api');
const { redirectUris: REDIRECT_URIS, postLogoutUris: POST_LOGOUT_URIS } = clientUris(appOrigins('http://127.0.0.1:4178'));
const ISSUER = `http://127.0.0.1:${PORT}`;
const SESSION_COOKIE = 'idp_session';
/** The library's own authorize route, moved aside: the browser reaches it only through `/authorize`. */
const LIBRARY_AUTHORIZE = '/__library/authorize';

interface Grant {
  userId: number;
  sid: string;
  scope: string;
}
interface Code extends Grant {
  redirectUri: string;
}

const sessions = new Map<string, { userId: number }>();
const codes = new Map<string, Code>();
const refreshTokens = new Map<string, Grant & { state: 'active' | 'rotated' | 'revoked' }>();
const accessTokens = new Map<string, Grant & { revoked: boolean }>();

const userById = (id: number | undefined) => DEMO_USERS.find((user) => user.id === id);
const single = (value: unknown) => (typeof value === 'string' ? value : undefined);
const params = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value && typeof value === 'object' ? value : {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
const sessionOf = (cookie: string | undefined) => {
  const sid = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(cookie ?? '')?.[1];
  return sid && sessions.has(sid) ? sid : undefined;
};
const html = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function redirect(res: ServerResponse, location: string, cookie?: string) {
  res.statusCode = 302;
  if (cookie) res.setHeader('Set-Cookie', cookie);
  res.setHeader('Location', location);
  res.end();
}
function plain(res: ServerResponse, status: number, text: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(text);
}
function json(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}
/** The app's callback with an OAuth error, as an authorization endpoint answers once the redirect URI is known good. */
function errorBack(res: ServerResponse, query: Record<string, string>, error: string) {
  const back = new URL(query.redirect_uri!);
  back.searchParams.set('error', error);
  if (query.state) back.searchParams.set('state', query.state);
  redirect(res, back.href);
}
function signedInTo(res: ServerResponse, query: Record<string, string>, user: DemoUser) {
  const sid = randomUUID();
  sessions.set(sid, { userId: user.id });
  redirect(res, `${LIBRARY_AUTHORIZE}?${new URLSearchParams(query)}`, `${SESSION_COOKIE}=${sid}; Path=/; HttpOnly; SameSite=Lax`);
}

function loginForm(res: ServerResponse, query: Record<string, string>) {
  const cancel = new URL(query.redirect_uri!);
  cancel.searchParams.set('error', 'access_denied');
  if (query.state) cancel.searchParams.set('state', query.state);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in</title></head>
<body><main><h1>Sign-in</h1>
<form method="post" action="/login">
<input type="hidden" name="query" value="${html(new URLSearchParams(query).toString())}">
<label>Login <input name="login" autofocus></label>
<label>Password <input name="password" type="password"></label>
<button type="submit">Sign-in</button>
</form>
<a href="${html(cancel.href)}">[ Cancel ]</a>
</main></body></html>`);
}

const server = new OAuth2Server(undefined, undefined, {
  endpoints: { authorize: LIBRARY_AUTHORIZE, revoke: '/__library/revoke', userinfo: '/__library/userinfo', endSession: '/__library/endsession' },
});
await server.issuer.keys.generate('RS256');
// Set before start: start() would otherwise name the issuer http://localhost:PORT.
server.issuer.url = ISSUER;
const service = server.service;
const keys = createLocalJWKSet({ keys: server.issuer.keys.toJSON() });

service.on(Events.BeforeWellKnownOpenIdConfiguration, (response: MutableResponse) => {
  if (response.body === '') return;
  Object.assign(response.body, {
    authorization_endpoint: `${ISSUER}/authorize`,
    userinfo_endpoint: `${ISSUER}/userinfo`,
    revocation_endpoint: `${ISSUER}/revoke`,
    end_session_endpoint: `${ISSUER}/endsession`,
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
  });
  delete (response.body as Record<string, unknown>).introspection_endpoint;
});

service.addRoute('GET', '/__health', (_req, res) => json(res, 200, { ok: true }));

service.addRoute('GET', '/authorize', (req, res) => {
  const query = params(req.query);
  if (!query.redirect_uri || !REDIRECT_URIS.includes(query.redirect_uri) || query.client_id !== PROFILE.clientId) {
    plain(res, 400, 'invalid_request: unknown client or redirect_uri');
    return;
  }
  if (query.response_type !== 'code' || !query.code_challenge || query.code_challenge_method !== 'S256') {
    errorBack(res, query, 'invalid_request');
    return;
  }
  if (sessionOf(req.headers.cookie) && query.prompt !== 'login') {
    redirect(res, `${LIBRARY_AUTHORIZE}?${new URLSearchParams(query)}`);
    return;
  }
  if (query.prompt === 'none') {
    errorBack(res, query, 'login_required');
    return;
  }
  const hinted = query.login_hint ? demoUserByLogin(query.login_hint, PROFILE) : undefined;
  if (hinted) signedInTo(res, query, hinted);
  else loginForm(res, query);
});

service.addRoute('POST', '/login', (req, res) => {
  const body = params(req.body);
  const query = Object.fromEntries(new URLSearchParams(body.query ?? ''));
  if (!query.redirect_uri || !REDIRECT_URIS.includes(query.redirect_uri)) {
    plain(res, 400, 'invalid_request');
    return;
  }
  const user = demoUserByLogin(body.login ?? '', PROFILE);
  if (user) signedInTo(res, query, user);
  else errorBack(res, query, 'access_denied');
});

// The library minted a code: bind it to the session's user, or answer as an unauthenticated request.
service.on(Events.BeforeAuthorizeRedirect, (target: MutableRedirectUri, req: { headers: { cookie?: string }; url?: string }) => {
  const query = Object.fromEntries(new URL(req.url ?? '/', ISSUER).searchParams);
  const sid = sessionOf(req.headers.cookie);
  const code = target.url.searchParams.get('code');
  if (!sid || !code) {
    target.url.search = '';
    target.url.searchParams.set('error', 'login_required');
    if (query.state) target.url.searchParams.set('state', query.state);
    return;
  }
  codes.set(code, { userId: sessions.get(sid)!.userId, sid, scope: query.scope ?? 'openid', redirectUri: query.redirect_uri ?? '' });
});

/** The grant a token request stands on: its code (once) or its refresh token. */
const grantOf = (body: Record<string, unknown>): Grant | undefined =>
  body.grant_type === 'authorization_code' ? codes.get(single(body.code) ?? '') : refreshTokens.get(single(body.refresh_token) ?? '');

service.on(Events.BeforeTokenSigning, (token: MutableToken, req: TokenRequestIncomingMessage) => {
  const grant = grantOf(req.body as unknown as Record<string, unknown>);
  const user = userById(grant?.userId);
  // Without a grant the answer is replaced with invalid_grant (BeforeResponse).
  if (!grant || !user) return;
  const { payload } = token;
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ACCESS_TOKEN_TTL;
  // The library's ID token names its audience; its access token does not.
  if ('aud' in payload) {
    Object.assign(payload, {
      sub: PROFILE.subject(user),
      aud: PROFILE.clientId,
      exp,
      iat: now,
      auth_time: now,
      sid: grant.sid,
      azp: PROFILE.clientId,
      ...PROFILE.idToken(user),
    });
    return;
  }
  const shaped = PROFILE.accessToken(user, { iss: ISSUER, iat: now, exp, jti: randomUUID(), scope: grant.scope });
  for (const key of Object.keys(payload)) delete payload[key];
  Object.assign(payload, shaped);
});

service.on(Events.BeforeResponse, (response: MutableResponse, req: TokenRequestIncomingMessage) => {
  const body = req.body as unknown as Record<string, unknown>;
  const deny = (description: string) => {
    response.statusCode = 400;
    response.body = { error: 'invalid_grant', error_description: description };
  };
  if (response.statusCode !== 200 || response.body === '') return;
  if (single(body.client_id) !== PROFILE.clientId) return deny('unknown client');
  if (body.grant_type === 'authorization_code') {
    const code = single(body.code) ?? '';
    const grant = codes.get(code);
    codes.delete(code);
    if (!grant) return deny('unknown or used code');
    // The library checks the verifier only when one is sent: a code made with a challenge needs one.
    if (!single(body.code_verifier)) return deny('code_verifier required');
    if (single(body.redirect_uri) !== grant.redirectUri) return deny('redirect_uri differs from the authorization request');
    refreshTokens.set(String(response.body.refresh_token), { userId: grant.userId, sid: grant.sid, scope: grant.scope, state: 'active' });
    accessTokens.set(String(response.body.access_token), { userId: grant.userId, sid: grant.sid, scope: grant.scope, revoked: false });
    response.body.scope = grant.scope;
  } else if (body.grant_type === 'refresh_token') {
    const old = refreshTokens.get(single(body.refresh_token) ?? '');
    if (!old || old.state !== 'active' || !sessions.has(old.sid))
      return deny(`refresh token ${old ? (sessions.has(old.sid) ? old.state : 'ended with its session') : 'unknown'}`);
    old.state = 'rotated';
    refreshTokens.set(String(response.body.refresh_token), { ...old, state: 'active' });
    accessTokens.set(String(response.body.access_token), { userId: old.userId, sid: old.sid, scope: old.scope, revoked: false });
    response.body.scope = old.scope;
  } else {
    return deny('grant type not enabled');
  }
  response.body.expires_in = ACCESS_TOKEN_TTL;
});

// RFC 7009: an unknown or already revoked token is answered 200 as well.
service.addRoute('POST', '/revoke', (req, res) => {
  const body = params(req.body);
  const token = body.token ?? '';
  if (body.client_id === PROFILE.clientId) {
    const refresh = refreshTokens.get(token);
    if (refresh) refresh.state = 'revoked';
    const access = accessTokens.get(token);
    if (access) access.revoked = true;
  }
  res.statusCode = 200;
  res.end();
});

service.addRoute('GET', '/__tokens', (req, res) => json(res, 200, { state: refreshTokens.get(single(req.query.refresh_token) ?? '')?.state ?? 'unknown' }));

const userinfo = async (req: { headers: { authorization?: string } }, res: ServerResponse) => {
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  try {
    await jwtVerify(bearer, keys, { issuer: ISSUER, requiredClaims: ['exp'] });
    const issued = accessTokens.get(bearer);
    const user = userById(issued?.userId);
    if (!issued || issued.revoked || !sessions.has(issued.sid) || !user) throw new Error('not a live access token of this provider');
    json(res, 200, { sub: PROFILE.subject(user), ...PROFILE.idToken(user) });
  } catch {
    res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
    json(res, 401, { error: 'invalid_token' });
  }
};
service.addRoute('GET', '/userinfo', userinfo);
service.addRoute('POST', '/userinfo', userinfo);

service.addRoute('GET', '/endsession', (req, res) => {
  const query = params(req.query);
  let sid = sessionOf(req.headers.cookie);
  if (!sid && query.id_token_hint) {
    try {
      sid = single(decodeJwt(query.id_token_hint).sid);
    } catch {
      sid = undefined;
    }
  }
  if (sid) sessions.delete(sid);
  const back = query.post_logout_redirect_uri;
  if (!back || !POST_LOGOUT_URIS.includes(back)) {
    plain(res, 200, 'Signed out.');
    return;
  }
  const target = new URL(back);
  if (query.state) target.searchParams.set('state', query.state);
  redirect(res, target.href, `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
});

await server.start(PORT, '127.0.0.1');
console.log(`IdP ready at ${ISSUER} (${SHAPE} tokens, oauth2-mock-server)`);

function shutDown() {
  void server.stop().then(() => process.exit(0));
}
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
