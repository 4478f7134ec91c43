import { useLayoutEffect } from 'react';
import { setRestSession } from '../api/rest-session';
import { useSessionRef } from '../hooks/shell-context';
import { restSessionOf } from '../machines/session-rest';

/** Makes the shell's session actor the session of every REST call while the shell is up (`restSessionOf`). */
export function RestSessionLink() {
  const sessionRef = useSessionRef();
  // A layout effect: it runs in the same synchronous commit as the pages' own layout effects, which
  // start their data actors, so it is in place before any of their calls (each at least a microtask
  // away) asks for the token; a passive effect could come after them.
  useLayoutEffect(() => setRestSession(restSessionOf(sessionRef)), [sessionRef]);
  return null;
}
