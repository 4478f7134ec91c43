import { StrictMode } from 'react';
import { readToken } from '../api/session-store';
import { Loader } from '../components/loader';
import { I18nProvider } from '../i18n/i18n-provider';
import { AppRoutes } from './app-routes';
import { HttpFaults } from './http-faults';
import { ShellContext } from './shell-context';

/** The root shell (§2): the app-wide actor, translations, fault handling and the routed content. */
export function App() {
  return (
    <StrictMode>
      <ShellContext.Provider options={{ input: { token: readToken() } }}>
        <I18nProvider fallback={<Loader label="Loading" fullscreen />}>
          <HttpFaults />
          <AppRoutes />
        </I18nProvider>
      </ShellContext.Provider>
    </StrictMode>
  );
}
