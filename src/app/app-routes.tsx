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
import { hasSession } from '../machines/session-persistence';
import type { OtherTabSession } from '../machines/session-tabs';
import { AccountChoice } from '../components/auth/account-choice';
import { loginUrlFor } from '../domain/return-url';
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
 * page's chunk: all three start as the app first commits, instead of each after the render before it (a
 * request waterfall). A failed chunk load is retried, and reported, when the chunk is rendered.
 */
function usePreloadFirstPage(route: RouteDefinition | undefined) {
  const first = useRef(route);
  useEffect(() => {
    const page = first.current;
    if (!page || !hasSession()) return;
    shellRoot.load().catch(() => undefined);
    void loadMessages(initialLanguage());
    page.page.preload().catch(() => undefined);
  }, []);
}

// Only a tab that opens a shell page without a session of its own asks the others for theirs.
const sessionTabs = onDemand(() => import('../machines/session-tabs'));

/** Where asking the other tabs stands for a path: still asking, done, or several accounts to choose from. */
type Asking = { path: string } & ({ kind: 'asking' } | { kind: 'done' } | { kind: 'choose'; sessions: OtherTabSession[] });

/**
 * A shell page opened in a tab without a session (Ctrl+click on a link, a bookmark in a new tab) asks
 * the tab's siblings for theirs before the guard sends it to the login page (§4 Session: the session
 * is shared by the tabs of one browser). Where they hold different users, the visitor chooses.
 * @returns what to show meanwhile: nothing (`null`), the loader, or the choice with its handler.
 */
function useSessionFromOtherTabs(path: string, needsSession: boolean) {
  const [state, setState] = useState<Asking | null>(null);
  const asking = needsSession && state?.path !== path && !hasSession();
  useEffect(() => {
    if (!asking) return;
    let current = true;
    sessionTabs
      .load()
      .then(({ askOtherTabsForSession }) => askOtherTabsForSession())
      .catch(() => ({ kind: 'none' as const }))
      .then((outcome) => {
        if (current) setState(outcome.kind === 'choose' ? { path, kind: 'choose', sessions: outcome.sessions } : { path, kind: 'done' });
      });
    return () => {
      current = false;
    };
  }, [asking, path]);
  if (asking) return { kind: 'asking' as const };
  if (state?.path === path && state.kind === 'choose') {
    const choose = (owner: string) => {
      const chosen = state.sessions.find((session) => session.owner === owner);
      void sessionTabs.load().then(({ adoptSession }) => {
        if (chosen) adoptSession(chosen);
        setState({ path, kind: 'done' });
      });
    };
    return { kind: 'choose' as const, sessions: state.sessions, choose };
  }
  return null;
}

/** The pages outside the shell, and the 404 for unknown paths. */
function LightRoutes({ path }: { path: string }) {
  return (
    <PageErrorBoundary resetKey={path}>
      <Suspense fallback={<Loading />}>
        <Switch>
          {routeElements(routes, 'blank', hasSession())}
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}

const inLightRoot = (page: ReactNode) => <LightRoot>{page}</LightRoot>;

/** The full-screen loader, labelled in the visitor's language (inside a root that has the messages). */
function Loading() {
  const intl = useIntl();
  return <Loader label={intl.formatMessage({ id: 'common.loading' })} fullscreen />;
}

/** The address the visitor is on, for a returnUrl. */
const currentAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

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
  const fromOtherTabs = useSessionFromOtherTabs(path, !!shellRoute);

  return (
    <>
      {fromOtherTabs?.kind === 'asking' ? (
        inLightRoot(<Loading />)
      ) : fromOtherTabs?.kind === 'choose' ? (
        inLightRoot(<AccountChoice accounts={fromOtherTabs.sessions} onChoose={fromOtherTabs.choose} signInHref={loginUrlFor(currentAddress())} />)
      ) : shellRoute ? (
        <Guard access="session" isLoggedIn={hasSession()}>
          <PageErrorBoundary resetKey={path} frame={inLightRoot}>
            <Suspense fallback={inLightRoot(<Loading />)}>
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
