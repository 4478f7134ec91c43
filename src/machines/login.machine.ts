import { assign, fromPromise, setup } from 'xstate';
import { fetchCurrentUser, login, register, type Credentials, type Registration } from '../api/auth';
import { ApiError } from '../api/errors';
import type { StoredUser } from '../storage/stored-user';

/** §4/§8 messages of the login flow. */
const loginMessages = {
  failed: 'Login failed',
  unauthorized: 'Unauthorized Access',
  invalid: 'Please fill all required fields.',
} as const;

export interface LoginContext {
  error: string | null;
  credentials: Credentials | null;
  registration: Registration | null;
  token: string | null;
}

export type LoginEvent =
  { type: 'login.submit'; credentials: Credentials } | { type: 'register.submit'; registration: Registration } | { type: 'login.invalid' };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/**
 * §4 Login. `login.submit` → authenticating (loading, previous error cleared)
 * → loadingUser (token stored) → signedIn (user stored, `completeSignIn`).
 * Failures return to idle with the error toasted: the server message or
 * 'Login failed'; a current-user refusal gives 'Unauthorized Access'.
 * `register.submit` (§4 Registration) calls the same auth service, then
 * `completeRegistration` (the route goes to /account-login).
 * `login.invalid` (form validation failed) toasts 'Please fill all required fields.'.
 * Provided actions: `storeToken`, `clearToken`, `storeUser`, `completeSignIn`,
 * `completeRegistration`, `toastError`.
 */
export const loginMachine = setup({
  types: {} as { context: LoginContext; events: LoginEvent },
  actors: {
    authenticate: fromPromise<string, Credentials>(({ input }) => login(input)),
    loadCurrentUser: fromPromise<StoredUser>(() => fetchCurrentUser()),
    register: fromPromise<void, Registration>(({ input }) => register(input)),
  },
  actions: {
    storeToken: (_, _token: string) => {},
    clearToken: () => {},
    storeUser: (_, _user: StoredUser) => {},
    completeSignIn: (_, _signIn: { token: string; user: StoredUser }) => {},
    toastError: (_, _message: string) => {},
    completeRegistration: () => {},
  },
}).createMachine({
  id: 'login',
  context: { error: null, credentials: null, registration: null, token: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'login.submit': {
          target: 'authenticating',
          actions: assign(({ event }) => ({ error: null, credentials: event.credentials })),
        },
        'register.submit': {
          target: 'registering',
          actions: assign(({ event }) => ({ error: null, registration: event.registration })),
        },
        'login.invalid': {
          actions: { type: 'toastError', params: loginMessages.invalid },
        },
      },
    },
    authenticating: {
      invoke: {
        src: 'authenticate',
        input: ({ context }) => context.credentials!,
        onDone: {
          target: 'loadingUser',
          actions: [assign({ token: ({ event }) => event.output }), { type: 'storeToken', params: ({ event }) => event.output }],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => messageOf(event.error) || loginMessages.failed }),
            { type: 'toastError', params: ({ context }) => context.error! },
          ],
        },
      },
    },
    loadingUser: {
      invoke: {
        src: 'loadCurrentUser',
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'storeUser', params: ({ event }) => event.output },
            { type: 'completeSignIn', params: ({ context, event }) => ({ token: context.token!, user: event.output }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            'clearToken',
            assign({
              token: null,
              error: ({ event }) =>
                event.error instanceof ApiError && event.error.refused ? loginMessages.unauthorized : messageOf(event.error) || loginMessages.unauthorized,
            }),
            { type: 'toastError', params: ({ context }) => context.error! },
          ],
        },
      },
    },
    registering: {
      invoke: {
        src: 'register',
        input: ({ context }) => context.registration!,
        onDone: { target: 'registered', actions: 'completeRegistration' },
        onError: {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => messageOf(event.error) || loginMessages.failed }),
            { type: 'toastError', params: ({ context }) => context.error! },
          ],
        },
      },
    },
    signedIn: { type: 'final' },
    registered: { type: 'final' },
  },
});
