/** Stands for the app's origin while a path is resolved: only a path that stays on it is followed. */
const APP_ORIGIN = 'http://app.invalid';

/** Whether a path, as the browser would take it, names another host (`//host`, `/\host`). */
const leavesOrigin = (path: string) => /^[/\\]{2}/.test(path);

/**
 * §2/security: the path to go to after sign in. The value is resolved with the URL API first
 * (dot segments, percent-encoded dots, backslashes, tabs and newlines as a browser reads them),
 * then only a same-origin path is accepted, checked again in its resolved form: `/..//evil.com`
 * resolves to `//evil.com`, which names another host. Anything else (`https://…`, `//host`,
 * `javascript:`, a relative path, the login page itself, the provider's `/auth/…` callbacks) gives `/`.
 * @returns a path starting with a single `/`, with its query and hash.
 */
export function safeReturnUrl(raw: string | null | undefined): string {
  if (!raw) return '/';
  const value = raw.trim();
  if (!value.startsWith('/') || leavesOrigin(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, APP_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== APP_ORIGIN || leavesOrigin(url.pathname)) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The sign-in pages themselves, and the identity provider's callbacks (one-time answers), are no place to return to.
  return path.startsWith('/account-login') || url.pathname.startsWith('/auth/') ? '/' : path;
}

/** The login URL that brings the user back to `attempted` after sign in. */
export function loginUrlFor(attempted: string): string {
  return `/account-login?returnUrl=${encodeURIComponent(attempted)}`;
}
