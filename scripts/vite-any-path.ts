import type { Plugin } from 'vite';
import { toTheApp } from './readable-path.js';

/**
 * Any path reaches the app, in the dev server and `vite preview` alike: both answered a path that is
 * not valid percent-encoding (`/employees/%`) with an empty 404, so a full page load got no app at
 * all, where inside the app the same path shows its 404 page. Runs before Vite's own middlewares.
 */
export function anyPathReachesApp(): Plugin {
  return {
    name: 'any-path-reaches-app',
    configureServer(server) {
      server.middlewares.use(toTheApp);
    },
    configurePreviewServer(server) {
      server.middlewares.use(toTheApp);
    },
  };
}
