import { createActorContext, shallowEqual, useSelector } from '@xstate/react';
import { navigate } from 'wouter/use-browser-location';
import { clearSessionStorage } from '../api/session-store';
import { selectIsLoggedIn, selectUser, sessionMachine } from '../machines/session.machine';
import { shellMachine } from '../machines/shell.machine';

/** The shell machine with the browser's side effects provided. */
export const appShellMachine = shellMachine.provide({
  actors: {
    session: sessionMachine.provide({
      actions: {
        clearStorage: () => clearSessionStorage(),
        navigateToLogout: () => navigate('/auth-logout-basic'),
      },
    }),
  },
});

/** The one app-wide actor context (architecture "Machines"). */
export const ShellContext = createActorContext(appShellMachine);

/** The session child actor. */
export function useSessionRef() {
  return ShellContext.useSelector((snapshot) => snapshot.children.session!);
}

/** §3 authentication state: `{ isLoggedIn, user }` of the session. */
export function useSession() {
  const sessionRef = useSessionRef();
  return useSelector(sessionRef, (snapshot) => ({ isLoggedIn: selectIsLoggedIn(snapshot), user: selectUser(snapshot) }), shallowEqual);
}
