import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { Loader } from '../components/loader';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { Guard } from './guards';
import { notFoundPage as NotFound, routes } from './route-table';

/** §2: scroll to the top on navigation, or to the anchor when the URL has one. */
function useScrollOnNavigate(path: string) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [path]);
}

/** The shell (sidebar, topbar, customizer…) is its own chunk: blank pages such as the login do not load it. */
const ShellFrame = lazy(() => import('./shell-frame').then((module) => ({ default: module.ShellFrame })));

function routeElements(frame: 'shell' | 'blank') {
  return routes
    .filter((route) => route.frame === frame)
    .map(({ path, page: Page, access }) => (
      <Route key={path} path={path}>
        <Guard access={access}>
          <Page />
        </Guard>
      </Route>
    ));
}

/**
 * Renders the route table: shell pages share one persistent shell frame
 * (behind the session guard); blank pages and the 404 stand alone.
 */
export function AppRoutes() {
  const intl = useIntl();
  const [path] = useLocation();
  const { parser } = useRouter();
  useScrollOnNavigate(path);
  const loader = <Loader label={intl.formatMessage({ id: 'common.loading' })} />;
  const inShell = routes.some((route) => route.frame === 'shell' && matchRoute(parser, route.path, path)[0]);

  if (inShell) {
    return (
      <Guard access="session">
        <ChunkErrorBoundary resetKey={path}>
          <Suspense fallback={<Loader label={intl.formatMessage({ id: 'common.loading' })} fullscreen />}>
            <ShellFrame>
              <ChunkErrorBoundary resetKey={path} embedded>
                <Suspense fallback={loader}>
                  <Switch>{routeElements('shell')}</Switch>
                </Suspense>
              </ChunkErrorBoundary>
            </ShellFrame>
          </Suspense>
        </ChunkErrorBoundary>
      </Guard>
    );
  }
  return (
    <ChunkErrorBoundary resetKey={path}>
      <Suspense fallback={<Loader label={intl.formatMessage({ id: 'common.loading' })} fullscreen />}>
        <Switch>
          {routeElements('blank')}
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
