import { toastCode } from '../components/toast';
import { usePreloadWhenIdle } from '../loading';
import { shallowEqual, useSelector } from '@xstate/react';
import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider, RouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Switch, useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { readNewAtVisit } from '../storage/notification-visit-store';
import { readNotificationEmployeeId } from '../storage/tab-store';
import { readSession } from '../machines/session-persistence';
import { AriaLocaleContext } from '../components/aria-locale';
import { Loader } from '../components/loader';
import { initialLanguage } from '../i18n/languages';
import { loadedMessages } from '../i18n/messages';
import { selectIntl } from '../machines/locale.machine';
import type { ShellInput } from '../machines/shell.machine';
import { readStoredLayout } from '../theme/layout-dom';
import { effectiveDirection } from '../theme/layout-state';
import { PageErrorBoundary } from './page-error-boundary';
import { Guard } from './guards';
import { PageRoot } from './page-root';
import { RoleGate } from './role-gate';
import { routeElements } from './route-elements';
import type { RouteDefinition } from '../routes/route-types';
import { ShellContext, useLayoutRef, useLocaleRef, useSession, useSessionRef } from '../hooks/shell-context';
import { RestSessionLink } from './rest-session-link';
import { DraftOwnerContext } from '../hooks/use-drafts';
import { selectDraftOwner } from '../machines/session.machine';
import { ShellFrame } from './shell-frame';
import { useDeferredSelector } from '../hooks/use-deferred-selector';

// The route table loads shell pages through this chunk (see shell-pages.ts).
export { shellPages } from '../routes/shell-pages';

/** Tells the layout machine the viewport width, for the sidebar's breakpoints (§4). */
function ViewportWatcher() {
  const layoutRef = useLayoutRef();
  useEffect(() => {
    const report = () => layoutRef.send({ type: 'layout.viewport', width: window.innerWidth });
    report();
    window.addEventListener('resize', report);
    return () => window.removeEventListener('resize', report);
  }, [layoutRef]);
  return null;
}

/** The shell pages of `routes`: one persistent shell frame behind the session guard, the page in its content area. */
function ShellRoutes({ routes }: { routes: readonly RouteDefinition[] }) {
  const intl = useIntl();
  const [path] = useLocation();
  const { isLoggedIn } = useSession();
  const draftOwner = useSelector(useSessionRef(), selectDraftOwner);
  return (
    <DraftOwnerContext.Provider value={draftOwner}>
      <Guard access="session" isLoggedIn={isLoggedIn}>
        <ShellFrame>
          <PageErrorBoundary resetKey={path} embedded>
            <Suspense fallback={<Loader label={intl.formatMessage({ id: 'common.loading' })} />}>
              <Switch>{routeElements(routes, 'shell', isLoggedIn, (route, page) => (route.needsRole ? <RoleGate>{page}</RoleGate> : page))}</Switch>
            </Suspense>
          </PageErrorBoundary>
        </ShellFrame>
      </Guard>
    </DraftOwnerContext.Provider>
  );
}

/**
 * react-aria's providers for every shell page: its locale (as `AriaScope`, inlined: one chunk fewer on the
 * budgeted shell pages) and its router for the menus' links (only the shell has react-aria links, so the
 * router provider lives here, not at the app's root).
 */
function ShellAriaProviders({ children }: { children: ReactNode }) {
  return (
    <AriaI18nProvider locale={use(AriaLocaleContext)}>
      <RouterProvider navigate={(path) => navigate(path)}>{children}</RouterProvider>
    </AriaI18nProvider>
  );
}

/** Binds the page root to the locale machine (the loaded language) and the layout machine (the direction in effect). */
function MachineLocalized({ routes }: { routes: readonly RouteDefinition[] }) {
  // Compared by its parts: the first load hands back the messages the shell started with, and a new
  // object for them would redraw the whole shell once more at start-up (Lighthouse TBT).
  const intl = useDeferredSelector(useLocaleRef(), selectIntl, shallowEqual);
  const direction = useSelector(useLayoutRef(), (snapshot) => effectiveDirection(snapshot.context));
  return (
    <PageRoot intl={intl} direction={direction}>
      <ShellAriaProviders>
        <ShellRoutes routes={routes} />
      </ShellAriaProviders>
    </PageRoot>
  );
}

/** What the shell starts from in this tab: the stored session, layout and notification, the language in effect. */
function browserInput(): ShellInput {
  const language = initialLanguage();
  const { token, user, account } = readSession();
  return {
    token,
    user,
    account,
    renewable: import.meta.env.VITE_AUTH_MODE === 'oidc',
    layout: { stored: readStoredLayout(), viewportWidth: window.innerWidth },
    language,
    messages: loadedMessages(language),
    employeeId: readNotificationEmployeeId(),
    newAtVisit: readNewAtVisit(),
  };
}

/**
 * The signed-in app's root (§2 "Main application shell", architecture
 * "Machines"): the app-wide shell actor (session, layout, locale,
 * notifications) lives while a shell page shows. Its own chunk, so pages
 * outside the shell load neither it nor xstate.
 * @param routes the route table, whose shell rows it draws (handed in: the table loads this chunk).
 * @param input what to start from instead of the browser's storage (the build's prerender of the frame).
 */
export default function ShellRoot({ routes, input: given }: { routes: readonly RouteDefinition[]; input?: ShellInput }) {
  const [input] = useState(given ?? browserInput);
  // §8's messages are toasts: their code must be in before the network can fail.
  usePreloadWhenIdle(toastCode);
  return (
    <ShellContext.Provider options={{ input }}>
      <ViewportWatcher />
      <RestSessionLink />
      <MachineLocalized routes={routes} />
    </ShellContext.Provider>
  );
}
