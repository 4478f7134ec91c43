// Serves a production build the way a real host would: gzip (compression),
// the headers the build wrote (its Content-Security-Policy, long-lived caching for
// hashed assets: scripts/security-headers.ts), a prerendered page's `<path>.html` for
// `/<path>` (scripts/vite-prerender.ts), and the SPA fallback to index.html, except for the build's
// internal files and a path under /assets/ that names no file: a 404 that is not cached (NOT_SERVED).
// Usage: node scripts/serve-dist.mjs --dir dist --port 4300
import compression from 'compression';
import express from 'express';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { toTheApp } from './readable-path.ts';
import { headersFor, isNotServed, NOT_SERVED, notServedHeaders } from './security-headers.ts';

/** @returns a started HTTP server for `root` on 127.0.0.1:`port`. */
export function serveDist(dir, port) {
  const rules = JSON.parse(readFileSync(resolve(dir, '.vite/security-headers.json'), 'utf8'));
  const app = express();
  // Which server runs the site is nobody's business.
  app.disable('x-powered-by');
  app.use(compression());
  // A path that is not valid percent-encoding (`/employees/%`) reaches the app, which shows its 404 page.
  app.use(toTheApp);
  const isFile = (relativePath) => statSync(resolve(dir, relativePath), { throwIfNoEntry: false })?.isFile() ?? false;
  app.use((request, response, next) => {
    if (isNotServed(request.path, isFile)) {
      response.status(NOT_SERVED.status).set(notServedHeaders(rules)).send(NOT_SERVED.body);
      return;
    }
    for (const [name, value] of Object.entries(headersFor(rules, request.path))) response.setHeader(name, value);
    next();
  });
  // No directory redirects: `/` (where an unreadable path is sent) and any folder fall through to the app's page.
  app.use(express.static(dir, { index: false, extensions: ['html'], cacheControl: false, redirect: false }));
  app.use((_request, response) => response.sendFile(resolve(dir, 'index.html')));
  return new Promise((done) => {
    const server = app.listen(port, '127.0.0.1', () => done(server));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4300' } } });
  const root = resolve(values.dir);
  await serveDist(root, Number(values.port));
  console.log(`serving ${root} on http://127.0.0.1:${values.port}`);
}
