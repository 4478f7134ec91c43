import type { Connect, Plugin } from 'vite';
import { isReadablePath } from './readable-path.js';

/** Sends a request whose path is not valid percent-encoding to the app's page (`/`), which shows its 404 page. */
const toTheApp: Connect.NextHandleFunction = (request, _response, next) => {
  if (request.url && !isReadablePath(request.url)) request.url = '/';
  next();
};

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
