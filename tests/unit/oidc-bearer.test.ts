import { describe, expect, it } from 'vitest';
import { isForAudience, userOfToken } from '../../mocks/oidc-bearer';
import { seedUsers } from '../../mocks/fixtures/users';

describe('the mock API as a resource server in oidc mode (docs/identity-providers.md "The API side")', () => {
  it.each([
    ['a text aud', { aud: 'trend-api' }, true],
    ["Keycloak's aud list", { aud: ['trend-api', 'account'] }, true],
    ["Auth0's API and userinfo", { aud: ['https://api.trend.example', 'https://tenant.auth0.com/userinfo'] }, false],
    ['another API', { aud: 'account' }, false],
    ["Cognito's access token: no aud, the client in client_id", { client_id: 'trend-api', token_use: 'access' }, true],
    ["Cognito's ID token for the same client", { aud: 'trend-api', token_use: 'id' }, false],
    ['no audience at all', { sub: '1' }, false],
  ])('%s', (_name, payload, accepted) => {
    expect(isForAudience(payload, 'trend-api')).toBe(accepted);
  });

  it('finds the user by user_id, else sub, else email; the role is the table’s, never the token’s', () => {
    const manager = seedUsers.find((user) => user.email === 'manager@example.com')!;
    expect(userOfToken({ user_id: String(manager.user_id), sub: 'auth0|x' }, seedUsers)).toBe(manager);
    expect(userOfToken({ sub: String(manager.user_id) }, seedUsers)).toBe(manager);
    expect(userOfToken({ sub: '5f0c2d7e-8a41-4c39-b6e2-000000000002', email: 'Manager@Example.com', user_type: 'admin' }, seedUsers)?.user_type).toBe(
      'manager',
    );
    expect(userOfToken({ user_id: '999', sub: 'nobody', email: manager.email }, seedUsers)).toBe(manager);
    expect(userOfToken({ sub: 'nobody', email: 'stranger@example.com' }, seedUsers)).toBeUndefined();
    expect(userOfToken({ email: ['manager@example.com'] }, seedUsers)).toBeUndefined();
  });
});
