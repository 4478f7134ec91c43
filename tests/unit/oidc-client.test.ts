import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimAt, mapClaims } from '../../src/api/oidc/claim-map';
import { DEFAULT_ROLE_MAP } from '../../src/domain/role-map';
import { DEFAULT_OIDC_SCOPE, readOidcSettings, type ClaimMap } from '../../src/config/oidc-settings';
import { failureOf, SignInFailure } from '../../src/api/oidc/sign-in-failure';

const defaults: ClaimMap = { userType: 'user_type', nodeId: 'node_id', nodeType: 'node_type', roles: DEFAULT_ROLE_MAP, source: 'id_token' };

describe('oidc settings (§6: VITE_OIDC_*)', () => {
  const valid = { VITE_OIDC_AUTHORITY: 'https://login.example.com/realms/staff/', VITE_OIDC_CLIENT_ID: 'trend-admin' };

  it('reads a valid configuration with its defaults', () => {
    expect(readOidcSettings(valid)).toEqual({
      settings: {
        authority: 'https://login.example.com/realms/staff',
        clientId: 'trend-admin',
        scope: DEFAULT_OIDC_SCOPE,
        audience: null,
        providerName: 'your identity provider',
        claims: defaults,
        accountUrl: null,
      },
      problems: [],
    });
  });

  it('takes plain http only for a provider on this machine', () => {
    expect(readOidcSettings({ ...valid, VITE_OIDC_AUTHORITY: 'http://127.0.0.1:4400' }).problems).toEqual([]);
    expect(readOidcSettings({ ...valid, VITE_OIDC_AUTHORITY: 'http://localhost:8080/realms/dev' }).problems).toEqual([]);
  });

  it('names every variable that is missing or malformed', () => {
    const { problems } = readOidcSettings({
      VITE_OIDC_AUTHORITY: 'login.example.com',
      VITE_OIDC_SCOPE: 'profile email',
      VITE_OIDC_CLAIM_USER_TYPE: 'has space',
    });
    expect(problems.map((problem) => problem.variable)).toEqual(['VITE_OIDC_AUTHORITY', 'VITE_OIDC_CLIENT_ID', 'VITE_OIDC_SCOPE', 'VITE_OIDC_CLAIM_USER_TYPE']);
  });

  it.each(['ftp://idp.example', 'http://idp.example', 'https://idp.example/?x=1', 'https://user:pw@idp.example', 'https://idp.example/#a', '/relative'])(
    'refuses the authority %s',
    (authority) => {
      expect(readOidcSettings({ ...valid, VITE_OIDC_AUTHORITY: authority }).problems.map((problem) => problem.variable)).toEqual(['VITE_OIDC_AUTHORITY']);
    },
  );

  it('reads the role map, the role source and the account page', () => {
    const { settings } = readOidcSettings({
      ...valid,
      VITE_OIDC_ROLES: 'admin=trend-admin, manager = Trend Managers ,viewer=trend-viewer,viewer=Everyone Else',
      VITE_OIDC_ROLE_SOURCE: 'access_token',
      VITE_OIDC_ACCOUNT_URL: 'https://login.example.com/realms/staff/account?referrer=trend-admin',
    });
    expect(settings?.claims.roles).toEqual([
      { role: 'admin', value: 'trend-admin' },
      { role: 'manager', value: 'Trend Managers' },
      { role: 'viewer', value: 'trend-viewer' },
      { role: 'viewer', value: 'Everyone Else' },
    ]);
    expect(settings?.claims.source).toBe('access_token');
    expect(settings?.accountUrl).toBe('https://login.example.com/realms/staff/account?referrer=trend-admin');
  });

  it.each([
    ['VITE_OIDC_ROLES', 'admin'],
    ['VITE_OIDC_ROLES', 'owner=trend-owner'],
    ['VITE_OIDC_ROLES', 'admin=x,viewer=X'],
    ['VITE_OIDC_ROLES', 'manager='],
    ['VITE_OIDC_ROLE_SOURCE', 'id-token'],
    ['VITE_OIDC_ACCOUNT_URL', 'http://account.example.com'],
    ['VITE_OIDC_ACCOUNT_URL', 'account'],
  ])('names %s = %s as a problem', (variable, value) => {
    expect(readOidcSettings({ ...valid, [variable]: value }).problems.map((problem) => problem.variable)).toEqual([variable]);
  });

  it('never throws, and gives settings exactly when it finds no problem (any env)', () => {
    const env = fc.dictionary(
      fc.constantFrom(
        'VITE_OIDC_AUTHORITY',
        'VITE_OIDC_CLIENT_ID',
        'VITE_OIDC_SCOPE',
        'VITE_OIDC_AUDIENCE',
        'VITE_OIDC_CLAIM_NODE_ID',
        'VITE_OIDC_ROLES',
        'VITE_OIDC_ROLE_SOURCE',
        'VITE_OIDC_ACCOUNT_URL',
        'OTHER',
      ),
      fc.oneof(fc.string(), fc.webUrl(), fc.boolean(), fc.constant(undefined)),
    );
    fc.assert(
      fc.property(env, (values) => {
        const result = readOidcSettings(values);
        expect(result.settings === null).toBe(result.problems.length > 0);
        if (result.settings) expect(result.settings.scope.split(' ')).toContain('openid');
      }),
      { numRuns: 500 },
    );
  });
});

describe('claim map (§6 oidc → §3 user)', () => {
  it('maps the standard claims and the mapped ones; exp is the access token’s', () => {
    const claims = {
      sub: 'abc',
      email: 'a@example.com',
      given_name: 'Ada',
      family_name: 'Lovelace',
      user_type: 'admin',
      node_id: 7,
      node_type: 'Department',
      exp: 1,
    };
    expect(mapClaims({ idToken: claims }, defaults, 2000)).toEqual({
      user_id: 'abc',
      email: 'a@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      user_type: 'admin',
      node_id: 7,
      node_type: 'Department',
      exp: 2000,
    });
  });

  it('prefers a user_id claim to sub', () => {
    expect(mapClaims({ idToken: { sub: 'abc', user_id: 42 } }, defaults, undefined).user_id).toBe(42);
  });

  it.each([
    ['roles', { roles: ['viewer', 'manager'] }, 'manager'],
    ['realm_access.roles', { realm_access: { roles: ['offline_access', 'admin'] } }, 'admin'],
    ['cognito:groups', { 'cognito:groups': ['staff', 'viewer'] }, 'viewer'],
    ['https://trend.example/roles', { 'https://trend.example/roles': ['admin'] }, 'admin'],
    ['scp', { scp: 'openid manager' }, 'manager'],
  ])('reads the role from %s', (path, claims, role) => {
    expect(mapClaims({ idToken: claims }, { ...defaults, userType: path }, undefined).user_type).toBe(role);
  });

  it('never throws and gives only typed fields, whatever the claims (generated)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), fc.option(fc.double(), { nil: undefined }), (claims, path, exp) => {
        const user = mapClaims({ idToken: claims, accessToken: claims }, { ...defaults, userType: path, nodeId: path, source: 'access_token' }, exp);
        for (const field of ['email', 'first_name', 'last_name', 'user_type', 'node_type'] as const) {
          if (field in user) expect(typeof user[field]).toBe('string');
        }
        for (const field of ['user_id', 'node_id'] as const) {
          if (field in user) expect(['string', 'number']).toContain(typeof user[field]);
        }
        if ('exp' in user) expect(Number.isFinite(user.exp)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('does not read inherited properties as claims', () => {
    expect(claimAt({}, 'constructor')).toBeUndefined();
    expect(claimAt({ a: {} }, 'a.toString')).toBeUndefined();
  });
});

describe('sign-in failures (§6 oidc, §8 voice)', () => {
  it.each([
    [{ error: 'access_denied', message: 'denied' }, 'cancelled'],
    [{ error: 'login_required', message: '' }, 'loginRequired'],
    [{ error: 'interaction_required' }, 'loginRequired'],
    [{ error: 'invalid_grant' }, 'expired'],
    [{ error: 'server_error' }, 'failed'],
    [new Error('No matching state found in storage'), 'expired'],
    [new TypeError('Failed to fetch'), 'unreachable'],
    [Object.assign(new Error('timeout'), { name: 'ErrorTimeout' }), 'unreachable'],
    [new Error('something else'), 'failed'],
    [null, 'failed'],
    ['text', 'failed'],
  ])('%o is %s', (error, kind) => {
    expect(failureOf(error).kind).toBe(kind);
  });

  it('keeps a failure as it is', () => {
    const failure = new SignInFailure('cancelled');
    expect(failureOf(failure)).toBe(failure);
  });
});
