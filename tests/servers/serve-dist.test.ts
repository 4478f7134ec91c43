import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist } from '../../scripts/serve-dist.mjs';
import { headerRules, isNotServed } from '../../scripts/security-headers';

/** A build's shape: a page, one hashed chunk, one message file, and the header rules the build writes. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'serve-dist-'));
  mkdirSync(join(dir, 'assets/i18n'), { recursive: true });
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'assets/chart-AbC123.js'), 'export default 1;');
  writeFileSync(join(dir, 'assets/i18n/en.json'), '{}');
  writeFileSync(join(dir, '.vite/security-headers.json'), JSON.stringify(headerRules("default-src 'self'; frame-ancestors 'none'")));
  writeFileSync(join(dir, '.vite/manifest.json'), '{}');
  writeFileSync(join(dir, '_headers'), '/*\n');
  return dir;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The protocol the connection agreed on: 'h2' over HTTP/2. */
  protocol?: string;
}

/** A GET as a browser makes it, over node:http. */
function request(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    }).on('error', reject);
  });
}

/** A GET over HTTP/2 and TLS, trusting the server's own certificate. */
function requestOverHttp2(url: string): Promise<Answer> {
  const { origin, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': pathname + search });
    let headers: IncomingHttpHeaders = {};
    stream.on('response', (received) => (headers = received));
    stream.on('error', reject);
    stream.resume();
    stream.on('end', () => {
      resolve({ status: Number(headers[':status']), headers, protocol: session.alpnProtocol });
      session.close();
    });
  });
}

describe.each([
  { protocol: 'HTTP/1.1', http2: false, request },
  { protocol: 'HTTP/2', http2: true, request: requestOverHttp2 },
])('serve-dist over $protocol answers as a host that heals after a deploy', ({ http2, request }) => {
  let dir: string;
  let server: { close(): unknown; address(): unknown };
  let origin: string;
  beforeAll(async () => {
    dir = fakeBuild();
    server = http2 ? await serveDist(dir, 0, { http2 }) : await serveDist(dir, 0);
    origin = `${http2 ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true });
  });

  it('a missing asset is a 404 that is not cached, never the app page under a year-long cache', async () => {
    for (const path of ['/assets/chart-Gone99.js', '/assets/chart-Gone99.css', '/assets/i18n/xx.json']) {
      const response = await request(origin + path);
      expect(response.status, path).toBe(404);
      expect(response.headers['cache-control'], path).toBe('no-store');
      expect(response.headers['content-type'], path).not.toContain('text/html');
    }
  });

  it('only assets that exist are immutable; the page and the message files are revalidated', async () => {
    const chunk = await request(`${origin}/assets/chart-AbC123.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/employees', '/assets/i18n/en.json']) {
      const response = await request(origin + path);
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it("never hands out the build's own files for its servers", async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/security-headers.json', '/_headers', '/%2Evite/manifest.json', '//_headers', '/.vite/']) {
      const response = await request(origin + path);
      expect(response.status, path).toBe(404);
      expect(response.headers['cache-control'], path).toBe('no-store');
      expect(response.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });

  it('sends the security headers on every answer: the fallback page, an asset folder, a 404', async () => {
    for (const path of ['/no-such-page', '/employees/emp-1', '/assets/', '/assets/i18n/', '/assets/nope.js']) {
      const response = await request(origin + path);
      expect(response.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    }
    for (const path of ['/assets/', '/assets/i18n/']) expect((await request(origin + path)).status, path).toBe(404);
  });

  it('speaks the protocol it was asked for (HTTP/2 as production does)', async () => {
    const page = await request(`${origin}/employees`);
    expect(page.status).toBe(200);
    expect(page.protocol).toBe(http2 ? 'h2' : undefined);
  });

  it('says nothing of the server it runs on', async () => {
    for (const path of ['/', '/assets/chart-AbC123.js', '/assets/nope.js']) {
      expect((await request(origin + path)).headers['x-powered-by'], path).toBeUndefined();
    }
  });
});

describe('isNotServed', () => {
  const segment = fc.stringMatching(/^[a-z0-9._-]{1,12}$/);
  it('refuses every path inside .vite/ and the _headers file, however it is spelled', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 3 }), fc.integer({ min: 1, max: 3 }), (rest, slashes) => {
        const lead = '/'.repeat(slashes);
        expect(isNotServed(`${lead}.vite/${rest.join('/')}`, () => true)).toBe(true);
        expect(isNotServed(`${lead}%2Evite/${rest.join('/')}`, () => true)).toBe(true);
        expect(isNotServed(`${lead}_headers`, () => true)).toBe(true);
      }),
    );
  });

  it('serves a page path whatever it is, and an asset exactly when it is a file', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.boolean(), (parts, exists) => {
        fc.pre(!parts[0]!.startsWith('.vite') && parts[0] !== '_headers' && parts[0] !== 'assets');
        expect(isNotServed(`/${parts.join('/')}`, () => exists)).toBe(false);
        expect(isNotServed(`/assets/${parts.join('/')}`, () => exists)).toBe(!exists);
      }),
    );
  });
});
