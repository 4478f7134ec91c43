import { useEffect, useRef } from 'react';
import { setHttpFaultHandlers } from '../api/rest';
import { clearSessionStorage } from '../api/session-store';
import { toast } from '../components/toast';
import { userDataStorageKey } from '../config';
import { useTranslateMessage } from '../i18n/known-messages';
import { loginUrlFor } from './return-url';

function reloadAt(url: string): void {
  window.location.assign(url);
}

/** How long after a fault the same message is the same event (ms): calls a page makes together fail together. */
export const FAULT_BURST_MS = 1000;

/**
 * @returns `show`, called at most once per burst of one message: a server or network down fails every
 * call of a page at once (four on /employees), which is one event for the user, one toast. The same
 * message later (a retry that fails again) is a new event and shows again (§9: duplicates allowed).
 */
export function onePerBurst(show: (message: string) => void, now: () => number = () => Date.now()): (message: string) => void {
  const burstStart = new Map<string, number>();
  return (message) => {
    const time = now();
    const start = burstStart.get(message);
    if (start !== undefined && time - start < FAULT_BURST_MS) return;
    burstStart.set(message, time);
    show(message);
  };
}

/**
 * Installs the §8 fault handlers of the REST layer: faults are toasted, one toast for the calls
 * that fail together with one message (`onePerBurst`), and the session kept; a 401 ends the session (session storage and the
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
        notify: onePerBurst((message) => toast(translate(message), 'error')),
        signOut: () => {
          if (ending.current) return;
          ending.current = true;
          clearSessionStorage();
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
