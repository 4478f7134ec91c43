import { useEffect } from 'react';
import { waitFor } from 'xstate';
import { setSessionRenewal } from '../api/http-fault-handlers';
import { useSessionRef } from '../hooks/shell-context';

/**
 * §6 oidc: a REST call answered 401 asks the session machine to renew (once), and waits for it:
 * `renewed` (the call is made again), `signedOut` (the machine has gone to the login page), or
 * `unavailable` (the session cannot be renewed: the §8 sign out). Calls that fail together share
 * the one renewal in progress.
 */
export function SessionRenewal() {
  const sessionRef = useSessionRef();
  useEffect(
    () =>
      setSessionRenewal(async () => {
        const snapshot = sessionRef.getSnapshot();
        // Signing out through the provider already: its redirect must not race a second one to the login page.
        if (snapshot.matches('endingProviderSession')) return 'signedOut';
        if (!snapshot.matches('renewing')) {
          if (!snapshot.can({ type: 'session.renew' })) return 'unavailable';
          sessionRef.send({ type: 'session.renew' });
        }
        const settled = await waitFor(sessionRef, (state) => !state.matches('renewing'));
        return settled.matches('signedIn') ? 'renewed' : 'signedOut';
      }),
    [sessionRef],
  );
  return null;
}
