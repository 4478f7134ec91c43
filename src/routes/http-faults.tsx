import { useEffect } from 'react';
import { setHttpFaultHandlers } from '../api/rest';
import { clearSessionStorage } from '../api/session-store';
import { toast } from '../components/toast';
import { userDataStorageKey } from '../config';
import { useTranslateMessage } from '../i18n/known-messages';

/**
 * Installs the §8 fault handlers of the REST layer: faults are toasted; a 401
 * ends the session (session storage and the versioned user data in local
 * storage; layout and language preferences stay) and reloads on the login page.
 */
export function HttpFaults() {
  const translate = useTranslateMessage();
  useEffect(
    () =>
      setHttpFaultHandlers({
        notify: (message) => toast(translate(message), 'error'),
        signOut: () => {
          clearSessionStorage();
          localStorage.removeItem(userDataStorageKey);
          window.location.assign('/account-login');
        },
      }),
    [translate],
  );
  return null;
}
