import { assign, fromPromise, setup } from 'xstate';
import { fetchCurrentUser, login, type Credentials } from '../api/auth';
import { ApiError } from '../api/errors';
import { networkFaultMessages } from '../domain/network-fault';
import type { StoredUser } from '../domain/stored-user';

/** §4/§8 messages of the login flow. */
const loginMessages = {
  failed: 'Login failed',
  unauthorized: 'Unauthorized Access',
  invalid: 'Please fill all required fields.',
} as const;

export interface LoginContext {
  error: string | null;
  /** Why the call got no answer, shown under `error` (`networkFaultMessages`); null otherwise. */
  errorDetail: string | null;
  credentials: Credentials | null;
  token: string | null;
}

export type LoginEvent = { type: 'login.submit'; credentials: Credentials } | { type: 'login.invalid' };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/** Why a call got no answer (offline, out of reach, this origin refused…), to show beside its message; null for any other failure. */
function faultOf(error: unknown): string | null {
  return error instanceof ApiError && error.fault ? networkFaultMessages[error.fault] : null;
}

/**
 * §4 Login. `login.submit` → authenticating (loading, previous error cleared)
 * → loadingUser (the current user, fetched with the token given) → signedIn (`completeSignIn` with
 * the token and the user: the route begins the session with them, which stores them).
 * Failures return to idle with the error toasted: the server message or
 * 'Login failed'; a current-user refusal gives 'Unauthorized Access'. A call that got no answer also
 * keeps why (`errorDetail`: offline, out of reach, this origin refused, too slow).
 * `login.invalid` (form validation failed) toasts 'Please fill all required fields.'.
 * Registration is its own machine (`register.machine.ts`).
 * Provided actions: `completeSignIn`, `toastError`.
 */
export const loginMachine = setup({
  types: {} as { context: LoginContext; events: LoginEvent },
  actors: {
    authenticate: fromPromise<string, Credentials>(({ input }) => login(input)),
    loadCurrentUser: fromPromise<StoredUser, string>(({ input }) => fetchCurrentUser(input)),
  },
  actions: {
    completeSignIn: (_, _signIn: { token: string; user: StoredUser }) => {},
    toastError: (_, _message: string) => {},
  },
}).createMachine({
  id: 'login',
  context: { error: null, errorDetail: null, credentials: null, token: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'login.submit': {
          target: 'authenticating',
          description: '§4: loading set, the previous error cleared',
          actions: assign(({ event }) => ({ error: null, errorDetail: null, credentials: event.credentials })),
        },
        'login.invalid': {
          description: "§5: an invalid submit: 'Please fill all required fields.'",
          actions: { type: 'toastError', params: loginMessages.invalid },
        },
      },
    },
    authenticating: {
      tags: 'submitting',
      invoke: {
        src: 'authenticate',
        input: ({ context }) => context.credentials!,
        onDone: {
          target: 'loadingUser',
          actions: assign({ token: ({ event }) => event.output }),
          description: '§4: the token given; the current user next',
        },
        onError: {
          target: 'idle',
          description: "§4/§8: the server's message, or 'Login failed'",
          actions: [
            assign({ error: ({ event }) => messageOf(event.error) || loginMessages.failed, errorDetail: ({ event }) => faultOf(event.error) }),
            { type: 'toastError', params: ({ context }) => context.error! },
          ],
        },
      },
    },
    loadingUser: {
      tags: 'submitting',
      invoke: {
        src: 'loadCurrentUser',
        input: ({ context }) => context.token!,
        onDone: {
          target: 'signedIn',
          actions: { type: 'completeSignIn', params: ({ context, event }) => ({ token: context.token!, user: event.output }) },
          description: '§4: the session begins with the token and the user; the app goes to returnUrl or /',
        },
        onError: {
          target: 'idle',
          description: "§8: no current user: 'Unauthorized Access' (a refusal) or the failure's message; nothing was stored",
          actions: [
            assign({
              token: null,
              error: ({ event }) =>
                event.error instanceof ApiError && event.error.refused ? loginMessages.unauthorized : messageOf(event.error) || loginMessages.unauthorized,
              errorDetail: ({ event }) => faultOf(event.error),
            }),
            { type: 'toastError', params: ({ context }) => context.error! },
          ],
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
