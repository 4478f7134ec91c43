// Serves a production build the way a real host would: gzip (compression),
// the headers the build wrote (its Content-Security-Policy, long-lived caching for
// hashed assets: scripts/security-headers.ts), a prerendered page's `<path>.html` for
// `/<path>` (scripts/vite-prerender.ts), and the SPA fallback to index.html, except for the build's
// internal files and a path under /assets/ that names no file: a 404 that is not cached (NOT_SERVED).
// With `--http2` it speaks HTTP/2 over TLS with a certificate made for 127.0.0.1 at start, as
// production does (docs/deployment.md), so a page's files share one connection.
// Usage: node scripts/serve-dist.mjs --dir dist --port 4300 [--http2]
import compression from 'compression';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import selfsigned from 'selfsigned';
import serveStatic from 'serve-static';
import { toTheApp } from './readable-path.ts';
import { headersFor, isNotServed, NOT_SERVED, notServedHeaders } from './security-headers.ts';

/**
 * The answer to one request, in Connect's middleware shape so compression and serve-static work
 * unchanged over HTTP/1.1 and over node:http2's compatibility API (Express does not run on the latter).
 */
function handlerFor(dir) {
  const rules = JSON.parse(readFileSync(resolve(dir, '.vite/security-headers.json'), 'utf8'));
  const isFile = (relativePath) => statSync(resolve(dir, relativePath), { throwIfNoEntry: false })?.isFile() ?? false;
  const gzip = compression();
  // No directory redirects: `/` (where an unreadable path is sent) and any folder fall through to the app's page.
  const files = serveStatic(dir, { index: false, extensions: ['html'], cacheControl: false, redirect: false });
  const failed = (response) => (error) => {
    response.statusCode = error?.status ?? 500;
    response.end();
  };
  return (request, response) => {
    toTheApp(request, response, () => {
      // The path as sent: a URL parser would read `//_headers` as a host.
      const pathname = (request.url ?? '/').split('?')[0];
      if (isNotServed(pathname, isFile)) {
        response.writeHead(NOT_SERVED.status, notServedHeaders(rules)).end(NOT_SERVED.body);
        return;
      }
      for (const [name, value] of Object.entries(headersFor(rules, pathname))) response.setHeader(name, value);
      gzip(request, response, () =>
        files(request, response, (error) => {
          if (error) return failed(response)(error);
          request.url = '/index.html';
          files(request, response, failed(response));
        }),
      );
    });
  };
}

/** A key and a certificate for 127.0.0.1 and localhost, made now and valid for a day. */
async function localCertificate() {
  const { private: key, cert } = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  return { key, cert };
}

/**
 * Serves the build in `dir` on 127.0.0.1:`port` (0: any free port).
 * @param options.http2 HTTP/2 over TLS with a local certificate (HTTP/1.1 over TLS for a client without it); plain HTTP/1.1 otherwise.
 * @returns the listening server.
 */
export async function serveDist(dir, port, { http2 = false } = {}) {
  const handler = handlerFor(dir);
  const server = http2 ? createSecureServer({ ...(await localCertificate()), allowHTTP1: true }, handler) : createServer(handler);
  return new Promise((done) => {
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4300' }, http2: { type: 'boolean', default: false } },
  });
  const root = resolve(values.dir);
  await serveDist(root, Number(values.port), { http2: values.http2 });
  console.log(`serving ${root} on ${values.http2 ? 'https' : 'http'}://127.0.0.1:${values.port}${values.http2 ? ' (HTTP/2, a certificate of its own)' : ''}`);
}
