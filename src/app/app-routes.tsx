import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { Loader } from '../components/loader';
import { lazyPage, onDemand } from '../loading';
import { initialLanguage } from '../i18n/languages';
import { loadMessages } from '../i18n/messages';
import { hashTarget } from './hash-target';
import { PageErrorBoundary } from './page-error-boundary';
import { PageTitle } from './page-title';
import { hasStoredSession } from '../storage/session-store';
import { Guard } from './guards';
import { LightRoot } from './light-root';
import { routeElements } from './route-elements';
import { notFoundPage as NotFound, routes } from '../routes/route-table';
import type { RouteDefinition } from '../routes/route-types';

/**
 * §2: scroll to the top on navigation, or to the anchor when the URL has one. The first page of the
 * tab keeps its scroll (the browser's restoration on reload or back, or what the visitor scrolled
 * before the page hydrated) unless its anchor only now exists.
 */
function useScrollOnNavigate(path: string) {
  const navigated = useRef(false);
  useEffect(() => {
    const id = hashTarget(window.location.hash);
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else if (navigated.current) window.scrollTo(0, 0);
    navigated.current = true;
  }, [path]);
}

/** The signed-in shell with its actor is its own chunk: pages outside it (sign-in, landing…) load neither. */
const shellRoot = onDemand(() => import('./shell-root'));
const ShellRoot = lazyPage(shellRoot.load);
/** Loads the shell's root, so a first render started after it does not suspend on it (src/boot/main.tsx). */
export const preloadShellRoot = (): Promise<void> => ShellRoot.preload();

/**
 * A shell page opened first (a reload, a link from outside) needs the shell's chunk, its messages and the
 * page's chunk: the first two start at once, before anything renders, and the page's as soon as the shell's
 * chunk is in (it is imported from there, see shell-pages.ts), instead of each after the render before it
 * (a request waterfall). A failed chunk load is retried, and reported, when the chunk is rendered.
 */
function usePreloadFirstPage(route: RouteDefinition | undefined) {
  useState(() => {
    if (!route || !hasStoredSession()) return;
    shellRoot.load().catch(() => undefined);
    void loadMessages(initialLanguage());
    route.page.preload().catch(() => undefined);
  });
}

// Only a tab that opens a shell page without a session of its own asks the others for theirs.
const sessionChannel = onDemand(() => import('../storage/session-channel'));

/**
 * A shell page opened in a tab without a session (Ctrl+click on a link, a bookmark in a new tab) asks
 * the tab's siblings for theirs before the guard sends it to the login page (§4 Session: the session
 * is shared by the tabs of one browser). @returns whether it is still asking.
 */
function useSessionFromOtherTabs(path: string, needsSession: boolean): boolean {
  const [asked, setAsked] = useState<string | null>(null);
  const asking = needsSession && asked !== path && !hasStoredSession();
  useEffect(() => {
    if (!asking) return;
    let current = true;
    sessionChannel
      .load()
      .then(({ askOtherTabsForSession }) => askOtherTabsForSession())
      .catch(() => false)
      .then(() => current && setAsked(path));
    return () => {
      current = false;
    };
  }, [asking, path]);
  return asking;
}

/** The pages outside the shell, and the 404 for unknown paths. */
function LightRoutes({ path }: { path: string }) {
  const intl = useIntl();
  return (
    <PageErrorBoundary resetKey={path}>
      <Suspense fallback={<Loader label={intl.formatMessage({ id: 'common.loading' })} fullscreen />}>
        <Switch>
          {routeElements(routes, 'blank', hasStoredSession())}
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}

const inLightRoot = (page: ReactNode) => <LightRoot>{page}</LightRoot>;

/**
 * Renders the route table under the root its frame needs: shell pages under
 * the shell root (loaded once a signed-in visitor opens one), every other page
 * under the light root.
 */
export function AppRoutes() {
  const [path] = useLocation();
  const { parser } = useRouter();
  useScrollOnNavigate(path);
  const shellRoute = routes.find((route) => route.frame === 'shell' && matchRoute(parser, route.path, path)[0]);

  usePreloadFirstPage(shellRoute);
  const asking = useSessionFromOtherTabs(path, !!shellRoute);

  return (
    <>
      {asking ? (
        <Loader label="Loading" fullscreen />
      ) : shellRoute ? (
        <Guard access="session" isLoggedIn={hasStoredSession()}>
          <PageErrorBoundary resetKey={path} frame={inLightRoot}>
            <Suspense fallback={<Loader label="Loading" fullscreen />}>
              <ShellRoot routes={routes} />
            </Suspense>
          </PageErrorBoundary>
        </Guard>
      ) : (
        inLightRoot(<LightRoutes path={path} />)
      )}
      <PageTitle path={path} />
    </>
  );
}
