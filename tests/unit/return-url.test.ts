import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeReturnUrl } from '../../src/routes/return-url';

describe('safeReturnUrl', () => {
  it.each([
    ['/', '/'],
    ['/employees', '/employees'],
    ['/employees?status=expired#top', '/employees?status=expired#top'],
  ])('follows the internal path %s', (raw, expected) => {
    expect(safeReturnUrl(raw)).toBe(expected);
  });

  it.each([null, '', 'https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'employees', '/account-login?returnUrl=%2F'])(
    'ignores %s and goes home',
    (raw) => {
      expect(safeReturnUrl(raw)).toBe('/');
    },
  );

  it('encodes the attempted URL into the login URL', () => {
    expect(loginUrlFor('/')).toBe('/account-login?returnUrl=%2F');
    expect(loginUrlFor('/employees?x=1')).toBe('/account-login?returnUrl=%2Femployees%3Fx%3D1');
  });
});
