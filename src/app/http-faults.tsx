import { useEffect, useRef } from 'react';
import { setHttpFaultHandlers } from '../api/http-fault-handlers';
import { clearSessionStorage } from '../storage/session-store';
import { toast } from '../components/toast';
import { userDataStorageKey } from '../config';
import { useTranslateMessage } from '../i18n/known-messages';
import { loginUrlFor } from '../domain/return-url';

function reloadAt(url: string): void {
  window.location.assign(url);
}

/**
 * Installs the §8 fault handlers of the REST layer: faults are toasted, one toast for the calls
 * that fail together with one message (`oncePerBurst`), and the session kept; a 401 ends the session (session storage but the form drafts, and the
 * versioned user data in local storage; layout and language preferences stay)
 * and reloads on the login page with the page the user was on as its `returnUrl`,
 * once however many calls fail together.
 * `navigate` replaces the reload in tests.
 */
export function HttpFaults({ navigate = reloadAt }: { navigate?: (url: string) => void }) {
  const translate = useTranslateMessage();
  const ending = useRef(false);
  useEffect(
    () =>
      setHttpFaultHandlers({
        notify: (message) => toast(translate(message), 'error', { oncePerBurst: true }),
        signOut: () => {
          if (ending.current) return;
          ending.current = true;
          clearSessionStorage(true);
          try {
            localStorage.removeItem(userDataStorageKey);
          } catch {
            // Storage blocked: nothing was stored there either.
          }
          const { pathname, search, hash } = window.location;
          navigate(loginUrlFor(`${pathname}${search}${hash}`));
        },
      }),
    [translate, navigate],
  );
  return null;
}
