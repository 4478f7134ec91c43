import { waitFor, type ActorRefFrom } from 'xstate';
import type { RestSession } from '../api/rest-session';
import { selectToken, type sessionMachine } from './session.machine';

/**
 * The session actor as REST calls see it (§4 Session, §7, §8): the calls take its token, and a 401 is
 * an event to it (`session.unauthorized`), whose answer the call waits for: renewed (§6 oidc; the call
 * is made again) or ended (the machine has gone to the login page). Calls that fail together share the
 * one renewal in progress, and only the first 401 ends a session.
 * @param sessionRef the shell's session actor.
 */
export function restSessionOf(sessionRef: ActorRefFrom<typeof sessionMachine>): RestSession {
  return {
    token: () => selectToken(sessionRef.getSnapshot()),
    unauthorized: async (mayRenew) => {
      // Signing out through the provider already: its redirect must not race a second one to the login page.
      if (sessionRef.getSnapshot().matches('endingProviderSession')) return 'signedOut';
      sessionRef.send({ type: 'session.unauthorized', mayRenew });
      const settled = await waitFor(sessionRef, (state) => !state.matches('renewing'));
      return settled.matches('signedIn') ? 'renewed' : 'signedOut';
    },
  };
}
