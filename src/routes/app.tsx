import { lazy, StrictMode, Suspense } from 'react';
import { readToken } from '../api/session-store';
import { Loader } from '../components/loader';
import { I18nProvider } from '../i18n/i18n-provider';
import { AppRoutes } from './app-routes';
import { HttpFaults } from './http-faults';
import { ShellContext } from './shell-context';

// VITE_AUTH_MODE is replaced at build time, so an API-mode build drops the badge chunk with the mock backend.
const MockScenarioBadge = import.meta.env.VITE_AUTH_MODE === 'api' ? null : lazy(() => import('./mock-scenario-badge'));

/** The root shell (§2): the app-wide actor, translations, fault handling, the routed content and, on demo data, the scenario badge. */
export function App() {
  return (
    <StrictMode>
      <ShellContext.Provider options={{ input: { token: readToken() } }}>
        <I18nProvider fallback={<Loader label="Loading" fullscreen />}>
          <HttpFaults />
          <AppRoutes />
          {MockScenarioBadge ? (
            <Suspense fallback={null}>
              <MockScenarioBadge />
            </Suspense>
          ) : null}
        </I18nProvider>
      </ShellContext.Provider>
    </StrictMode>
  );
}
