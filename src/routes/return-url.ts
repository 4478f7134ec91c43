/**
 * §2/security: the path to go to after sign in. Only an internal path
 * (`/…`, not `//host` or `/\host`) is followed; anything else, including
 * `https://…` and `javascript:`, gives `/`.
 */
export function safeReturnUrl(raw: string | null | undefined): string {
  if (!raw) return '/';
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const base = 'http://app.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('/account-login') ? '/' : path;
  } catch {
    return '/';
  }
}

/** The login URL that brings the user back to `attempted` after sign in. */
export function loginUrlFor(attempted: string): string {
  return `/account-login?returnUrl=${encodeURIComponent(attempted)}`;
}
