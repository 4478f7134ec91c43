import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { Guard } from './guards';
import type { Frame, RouteDefinition } from '../routes/route-types';

/**
 * The `<Route>`s of one frame of the route table, each behind its guard.
 * @param routes the route table (src/routes/route-table.ts), handed in: the shell's root, which draws the
 * shell's frame, is a chunk the table itself loads.
 * @param gate wraps a page after its guard (the shell's role gate); the default draws it as it is.
 */
export function routeElements(
  routes: readonly RouteDefinition[],
  frame: Frame,
  isLoggedIn: boolean,
  gate: (route: RouteDefinition, page: ReactNode) => ReactNode = (_route, page) => page,
) {
  return routes
    .filter((route) => route.frame === frame)
    .map((route) => (
      <Route key={route.path} path={route.path}>
        <Guard access={route.access} isLoggedIn={isLoggedIn}>
          {gate(route, <route.page />)}
        </Guard>
      </Route>
    ));
}
