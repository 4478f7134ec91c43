import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headerRules, headersFile, headersFor } from '../../scripts/security-headers';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy (hardening: strict CSP)', () => {
  const policy = contentSecurityPolicy({
    inlineScripts: ['boot()', 'gate()', 'boot()'],
    inlineStyles: ['.a{}'],
    connectOrigins: ['https://api.example.com'],
  });

  it('allows the inline blocks by their hashes, each once, and nothing inline else', () => {
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${hashOf('boot()')} ${hashOf('gate()')}`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${hashOf('.a{}')}`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('has the directives the hardening issue names', () => {
    for (const expected of [
      "default-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self' https://api.example.com",
      "worker-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(policy.split('; ')).toContain(expected);
    }
  });
});

describe('oidc mode: a silent sign-in in a frame (§6)', () => {
  const policy = contentSecurityPolicy({ inlineScripts: [], inlineStyles: [], connectOrigins: ['https://idp.example'], frameOrigins: ['https://idp.example'] });
  const rules = headerRules(policy, ['/auth/silent-callback']);

  it('lets the pages frame the provider and their own origin only', () => {
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://idp.example");
    expect(directive(contentSecurityPolicy({ inlineScripts: [], inlineStyles: [], connectOrigins: [] }), 'frame-src')).toBeUndefined();
  });

  it('lets only the silent callback be framed, and only by the app itself', () => {
    expect(directive(headersFor(rules, '/auth/silent-callback')['Content-Security-Policy']!, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    for (const path of ['/', '/auth/callback', '/account-login', '/auth/silent-callback/x']) {
      expect(directive(headersFor(rules, path)['Content-Security-Policy']!, 'frame-ancestors'), path).toBe("frame-ancestors 'none'");
    }
  });
});

describe('headersFor', () => {
  const rules = headerRules("default-src 'self'");

  it('sends every response the security headers; HTML is revalidated, hashed assets are cached a year, messages are not', () => {
    expect(headersFor(rules, '/employees')).toMatchObject({
      'Content-Security-Policy': "default-src 'self'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cache-Control': 'no-cache',
    });
    expect(headersFor(rules, '/assets/index-AbC123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/assets/i18n/fr.json')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/assets/index-AbC123.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  it('gives any page path the policy, and any path nosniff and a Cache-Control', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const pathname = path.startsWith('/') ? path : `/${path}`;
        const headers = headersFor(rules, pathname);
        if (!pathname.startsWith('/assets/')) expect(headers['Content-Security-Policy']).toBe("default-src 'self'");
        expect(headers['X-Content-Type-Options']).toBe('nosniff');
        expect(typeof headers['Cache-Control']).toBe('string');
      }),
    );
  });
});

describe('headersFile', () => {
  it('writes each rule as a path and its indented headers, detaching before setting', () => {
    const text = headersFile(headerRules('P'));
    expect(text).toContain('/*\n  Content-Security-Policy: P\n');
    expect(text).toContain(
      '/assets/*\n  ! Content-Security-Policy\n  ! Referrer-Policy\n  ! Permissions-Policy\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
  });
});
