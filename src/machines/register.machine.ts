import { assign, fromPromise, setup } from 'xstate';
import { register, type Registration } from '../api/auth';

/** §4/§8 messages of registration. */
const registerMessages = {
  failed: 'Login failed',
  invalid: 'Please fill all required fields.',
} as const;

export interface RegisterContext {
  error: string | null;
  registration: Registration | null;
}

export type RegisterEvent = { type: 'register.submit'; registration: Registration } | { type: 'register.invalid' };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/**
 * §4 Registration: `register.submit` → registering (the same auth service as sign-in, the previous
 * error cleared) → registered (`completeRegistration`: the route goes to /account-login). A failure
 * returns to idle with the server's message toasted, or 'Login failed' (§8, as the shared service words
 * it). `register.invalid` (form validation failed) toasts 'Please fill all required fields.'.
 * Provided actions: `completeRegistration`, `toastError`.
 */
export const registerMachine = setup({
  types: {} as { context: RegisterContext; events: RegisterEvent },
  actors: {
    register: fromPromise<void, Registration>(({ input }) => register(input)),
  },
  actions: {
    toastError: (_, _message: string) => {},
    completeRegistration: () => {},
  },
}).createMachine({
  id: 'register',
  context: { error: null, registration: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'register.submit': {
          target: 'registering',
          description: '§4 Registration: the auth service, the previous error cleared',
          actions: assign(({ event }) => ({ error: null, registration: event.registration })),
        },
        'register.invalid': {
          description: "§5: an invalid submit: 'Please fill all required fields.'",
          actions: { type: 'toastError', params: registerMessages.invalid },
        },
      },
    },
    registering: {
      tags: 'submitting',
      invoke: {
        src: 'register',
        input: ({ context }) => context.registration!,
        onDone: { target: 'registered', actions: 'completeRegistration', description: '§4 Registration: on to /account-login' },
        onError: {
          target: 'idle',
          description: "§8: the server's message, or 'Login failed'",
          actions: [
            assign({ error: ({ event }) => messageOf(event.error) || registerMessages.failed }),
            { type: 'toastError', params: ({ context }) => context.error! },
          ],
        },
      },
    },
    registered: { type: 'final' },
  },
});
