import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginUrlFor } from '../domain/return-url';

/** Who may see a route (§6): `session` needs a current token, `guest` is for signed-out visitors, `public` is anyone. */
export type Access = 'session' | 'guest' | 'public';

/**
 * §6 guard. Without a current session a `session` route redirects to
 * `/account-login?returnUrl=<attempted URL>`; with one a `guest` route redirects to `/`.
 * `isLoggedIn` comes from the session machine inside the shell, from storage outside it.
 */
export function Guard({ access, isLoggedIn, children }: { access: Access; isLoggedIn: boolean; children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  if (access === 'session' && !isLoggedIn) return <Redirect to={loginUrlFor(search ? `${path}?${search}` : path)} replace />;
  if (access === 'guest' && isLoggedIn) return <Redirect to="/" replace />;
  return children;
}
