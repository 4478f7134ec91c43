/** The sign-in page: where a signed-out visitor is sent, and where a return URL never leads. */
export const LOGIN_PATH = '/account-login';
/**
 * Where sign-out lands: the one template page a build without the demo keeps (the route table adds it
 * there alone), and the page an identity provider returns to after its own sign-out (§6 oidc).
 */
export const LOGGED_OUT_PATH = '/auth-logout-basic';

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
  return path.startsWith(LOGIN_PATH) || url.pathname.startsWith('/auth/') ? '/' : path;
}

/** The login URL that brings the user back to `attempted` after sign in. */
export function loginUrlFor(attempted: string): string {
  return `${LOGIN_PATH}?returnUrl=${encodeURIComponent(attempted)}`;
}
