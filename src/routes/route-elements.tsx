import { Route } from 'wouter';
import { Guard } from './guards';
import { routes, type Frame } from './route-table';

/** The `<Route>`s of one frame of the route table, each behind its guard. */
export function routeElements(frame: Frame, isLoggedIn: boolean) {
  return routes
    .filter((route) => route.frame === frame)
    .map(({ path, page: Page, access }) => (
      <Route key={path} path={path}>
        <Guard access={access} isLoggedIn={isLoggedIn}>
          <Page />
        </Guard>
      </Route>
    ));
}
