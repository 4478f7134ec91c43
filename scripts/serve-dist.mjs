// Serves a production build the way a real host would: gzip (compression),
// long-lived caching for hashed assets, a prerendered page's `<path>.html` for
// `/<path>` (scripts/vite-prerender.ts), and the SPA fallback to index.html.
// Usage: node scripts/serve-dist.mjs --dir dist --port 4300
import compression from 'compression';
import express from 'express';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** @returns a started HTTP server for `root` on 127.0.0.1:`port`. */
export function serveDist(dir, port) {
  const app = express();
  app.use(compression());
  app.use(
    express.static(dir, {
      index: false,
      extensions: ['html'],
      setHeaders: (response, path) => {
        if (path.includes('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use((_request, response) => response.sendFile(resolve(dir, 'index.html')));
  return new Promise((done) => {
    const server = app.listen(port, '127.0.0.1', () => done(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4300' } } });
  const root = resolve(values.dir);
  await serveDist(root, Number(values.port));
  console.log(`serving ${root} on http://127.0.0.1:${values.port}`);
}
