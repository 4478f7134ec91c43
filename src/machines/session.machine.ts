import { assign, setup } from 'xstate';
import { decodeUser, isSignedIn, type TokenUser } from './token';

/** setTimeout's largest delay (about 24.8 days); longer expiries re-check when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface SessionContext {
  token: string | null;
  user: TokenUser | null;
  error: string | null;
}

export type SessionEvent =
  | { type: 'session.signOut' }
  | { type: 'session.expire' };

export interface SessionInput {
  /** The token found in storage at start, if any. */
  token: string | null;
}

/**
 * §4 Session: signed in while a current token is stored; an expired or
 * undecodable token is a signed-out session. Sign out clears storage and
 * navigates to /auth-logout-basic; expiry or a 401 clears storage only.
 * It lives with the signed-in shell and starts from the stored token: the
 * sign-in page stores the token before it goes to a shell page.
 * Provided actions: `clearStorage`, `navigateToLogout`.
 */
export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: SessionInput },
  actions: {
    clearStorage: () => {},
    navigateToLogout: () => {},
    forget: assign({ token: null, user: null }),
  },
  guards: {
    hasCurrentToken: ({ context }) => isSignedIn(context.token, Date.now()),
    hasToken: ({ context }) => !!context.token,
  },
  delays: {
    untilExpiry: ({ context }) => Math.min(MAX_TIMER_MS, Math.max(0, (context.user?.exp ?? 0) * 1000 - Date.now())),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, user: input.token ? decodeUser(input.token) : null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasCurrentToken', target: 'signedIn' },
        { guard: 'hasToken', target: 'signedOut', actions: ['forget', 'clearStorage'] },
        { target: 'signedOut', actions: 'forget' },
      ],
    },
    signedOut: {},
    signedIn: {
      after: {
        untilExpiry: [
          { guard: 'hasCurrentToken', target: 'signedIn', reenter: true },
          { target: 'signedOut', actions: ['forget', 'clearStorage'] },
        ],
      },
      on: {
        'session.signOut': { target: 'signedOut', actions: ['forget', 'clearStorage', 'navigateToLogout'] },
        'session.expire': { target: 'signedOut', actions: ['forget', 'clearStorage'] },
      },
    },
  },
});

/** Snapshot of the session machine, for selectors. */
type SessionSnapshot = { matches: (value: 'signedIn' | 'signedOut' | 'checking') => boolean; context: SessionContext };

/** Authentication state (§3): signed in with a current token. */
export const selectIsLoggedIn = (snapshot: SessionSnapshot) => snapshot.matches('signedIn');
/** The decoded user, or null when signed out. */
export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;
/** §3: the node type is exposed as the user's type. */
export const selectUserType = (snapshot: SessionSnapshot) => snapshot.context.user?.node_type ?? null;
