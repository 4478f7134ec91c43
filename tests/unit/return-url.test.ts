import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeReturnUrl } from '../../src/domain/return-url';

const APP = 'http://app.example';
/** What the browser would do with the path: it must stay on the app's origin, as a path history accepts. */
function staysOnApp(path: string): boolean {
  return path.startsWith('/') && !/^[/\\]{2}/.test(path) && new URL(path, APP).origin === APP;
}

describe('safeReturnUrl', () => {
  it.each([
    ['/', '/'],
    ['/employees', '/employees'],
    ['/employees?status=expired#top', '/employees?status=expired#top'],
    ['/employees/./7', '/employees/7'],
    ['/trainings/../employees', '/employees'],
    ['  /employees  ', '/employees'],
  ])('follows the internal path %j as %j', (raw, expected) => {
    expect(safeReturnUrl(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    // Dot segments, encoded dots and backslashes that resolve to `//host`.
    '/..//evil.com',
    '/.//evil.com',
    '/%2e%2e//evil.com',
    '/%2E%2E//evil.com',
    '/./\\evil.com',
    '/a/../\\/evil.com',
    '/..\\/evil.com',
    // Tabs and newlines, which the URL parser drops.
    '/\t/evil.com',
    '/\n/evil.com',
    '\t//evil.com',
    // Schemes.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'employees',
    '/account-login?returnUrl=%2F',
    '/account-login',
    // The identity provider's one-time callbacks (oidc mode).
    '/auth/callback?code=abc&state=xyz',
    '/auth/silent-callback',
    '/auth/../auth/callback',
  ])('goes home for %j', (raw) => {
    expect(safeReturnUrl(raw)).toBe('/');
  });

  it('never throws and always gives a path on the app origin, whatever it is given', () => {
    const hostile = fc.oneof(
      fc.string({ unit: 'grapheme-composite', maxLength: 40 }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc
        .array(fc.constantFrom('/', '\\', '.', '..', '%2e', '%2F', '%5C', '\t', '\n', ' ', 'evil.com', 'javascript:', '?', '#', '@', ':'), { maxLength: 12 })
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(hostile, (raw) => {
        const path = safeReturnUrl(raw);
        expect(staysOnApp(path)).toBe(true);
        expect(path.startsWith('/account-login')).toBe(false);
        expect(path.startsWith('/auth/')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('is stable: a checked path checks to itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const once = safeReturnUrl(`/${raw}`);
        expect(safeReturnUrl(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps every internal path made of ordinary segments, query and hash as it was', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const internal = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z]{1,6}=[a-z0-9]{0,6}$/)), fc.option(segment))
      .filter(([segments]) => segments[0] !== 'account-login' && segments[0] !== 'auth')
      .map(([segments, query, hash]) => `/${segments.join('/')}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`);
    fc.assert(
      fc.property(internal, (path) => {
        expect(safeReturnUrl(path)).toBe(path);
      }),
    );
  });

  it('encodes the attempted URL into the login URL, and reads it back', () => {
    expect(loginUrlFor('/')).toBe('/account-login?returnUrl=%2F');
    expect(loginUrlFor('/employees?x=1')).toBe('/account-login?returnUrl=%2Femployees%3Fx%3D1');
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const attempted = safeReturnUrl(`/${raw}`);
        expect(new URL(loginUrlFor(attempted), APP).searchParams.get('returnUrl')).toBe(attempted);
      }),
    );
  });
});
