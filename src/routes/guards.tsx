import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginUrlFor } from './return-url';
import { useSession } from './shell-context';

/** Who may see a route (§6): `session` needs a current token, `guest` is for signed-out visitors, `public` is anyone. */
export type Access = 'session' | 'guest' | 'public';

/**
 * §6 guard. Without a current session a `session` route redirects to
 * `/account-login?returnUrl=<attempted URL>`; with one a `guest` route redirects to `/`.
 */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  if (access === 'session' && !isLoggedIn) return <Redirect to={loginUrlFor(search ? `${path}?${search}` : path)} replace />;
  if (access === 'guest' && isLoggedIn) return <Redirect to="/" replace />;
  return children;
}
