/**
 * Whether a request's path can be read as a URL path: valid percent-encoding (`/employees/%` and
 * `/trainings/%E0%A4%A` are not). Static servers refuse such a path with an empty 404 or 400, and the
 * browser shows its own error page; the app, given it, shows its 404 page. Never throws.
 * @param url the request's URL as the server got it (path and query).
 */
export function isReadablePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  try {
    // The result is used: a bundler drops a call to a pure global whose result nobody reads (Vite's
    // config bundle did, and every path read as valid).
    return typeof decodeURIComponent(path) === 'string';
  } catch {
    return false;
  }
}

/**
 * Middleware (Connect's and Express's shape): sends a request whose path is not valid
 * percent-encoding to the app's page (`/`), which shows its 404 page; any other passes as it is.
 */
export function toTheApp(request: { url?: string }, _response: unknown, next: () => void): void {
  if (request.url && !isReadablePath(request.url)) request.url = '/';
  next();
}
