import { useSelector } from '@xstate/react';
import { lazy, StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider, RouterProvider } from 'react-aria-components';
import { navigate } from 'wouter/use-browser-location';
import { readNotificationEmployeeId, readToken } from '../api/session-store';
import { Loader } from '../components/loader';
import { I18nProvider } from '../i18n/i18n-provider';
import { ariaLocale, initialLanguage } from '../i18n/languages';
import { effectiveDirection } from '../machines/layout.machine';
import { selectIntl } from '../machines/locale.machine';
import { readStoredLayout } from '../theme/layout-dom';
import { AppRoutes } from './app-routes';
import { HttpFaults } from './http-faults';
import { ShellContext, useLayoutRef, useLocaleRef } from './shell-context';

/**
 * Binds react-intl to the locale machine (the loaded language's messages) and
 * tells react-aria the locale with the direction in effect, so its popovers
 * and menus mirror with the layout.
 */
function Localized({ children }: { children: ReactNode }) {
  const intl = useSelector(useLocaleRef(), selectIntl);
  const direction = useSelector(useLayoutRef(), (snapshot) => effectiveDirection(snapshot.context));
  return (
    <I18nProvider intl={intl} fallback={<Loader label="Loading" fullscreen />}>
      <AriaI18nProvider locale={ariaLocale(intl?.locale ?? 'en', direction)}>{children}</AriaI18nProvider>
    </I18nProvider>
  );
}

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

// VITE_AUTH_MODE is replaced at build time, so an API-mode build drops the badge chunk with the mock backend.
const MockScenarioBadge = import.meta.env.VITE_AUTH_MODE === 'api' ? null : lazy(() => import('./mock-scenario-badge'));

/** The root shell (§2): the app-wide actor, translations, fault handling, the routed content and, on demo data, the scenario badge. */
export function App() {
  return (
    <StrictMode>
      <ShellContext.Provider
        options={{
          input: {
            token: readToken(),
            layout: { stored: readStoredLayout(), viewportWidth: window.innerWidth },
            language: initialLanguage(),
            employeeId: readNotificationEmployeeId(),
          },
        }}
      >
        <ViewportWatcher />
        <Localized>
          <RouterProvider navigate={(path) => navigate(path)}>
            <HttpFaults />
            <AppRoutes />
            {MockScenarioBadge ? (
              <Suspense fallback={null}>
                <MockScenarioBadge />
              </Suspense>
            ) : null}
          </RouterProvider>
        </Localized>
      </ShellContext.Provider>
    </StrictMode>
  );
}
