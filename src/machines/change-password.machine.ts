import { assign, fromPromise, setup } from 'xstate';
import { preChangePassword, resetPassword, type PasswordChange, type PasswordChangeResult } from '../api/account';
import { passwordChangeRefusals } from '../domain/password-change';
import { ApiError } from '../api/errors';
import { logFailure } from './log-failure';

/** §5/§8 messages of the password change. */
const changePasswordMessages = {
  invalid: 'Please fill all required fields.',
  success: 'Password changed successfully.',
  failed: 'Password change failed.',
  unexpected: 'Something went wrong. Please try again later.',
} as const;

/** The three fields of the Change Password form (§5). */
interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  cPassword: string;
}

/**
 * The server's refusals that concern one field (§8: shown on that field as well as in the toast);
 * a refusal not listed here concerns the form as a whole.
 */
const FIELD_OF_REFUSAL: Readonly<Record<string, keyof PasswordFields>> = {
  [passwordChangeRefusals.wrongOldPassword]: 'oldPassword',
  [passwordChangeRefusals.weak]: 'newPassword',
  [passwordChangeRefusals.unchanged]: 'newPassword',
  [passwordChangeRefusals.mismatch]: 'cPassword',
};

/** A server message shown on the field it concerns. */
interface FieldError {
  field: keyof PasswordFields;
  message: string;
}

export interface ChangePasswordContext {
  /** The last failure's message, shown as a toast; null after a success or on open. */
  error: string | null;
  /** The last failure, when it concerns one field; cleared by the next submit. */
  fieldError: FieldError | null;
  request: PasswordChange | null;
}

export type ChangePasswordEvent =
  | { type: 'changePassword.open' }
  | { type: 'changePassword.close' }
  | { type: 'changePassword.submit'; fields: PasswordFields; username: string }
  | { type: 'changePassword.invalid' };

/**
 * §5 Change Password (local to the shell's topbar). `changePassword.open` opens
 * the modal and sends the pre-change-password call (its failure is only logged).
 * A valid submit sends the reset-password call: success toasts 'Password changed
 * successfully.' and closes (the form resets with it); a refusal toasts the
 * server message or 'Password change failed.'; a transport error toasts the
 * server message or 'Something went wrong. Please try again later.'. An invalid
 * submit toasts 'Please fill all required fields.'. Closing is ignored while
 * the call runs. A refusal about one field (the old password is incorrect…) is also
 * kept as `fieldError`, for the form to show on that field; a success first closes the
 * error toasts of earlier tries (`closeErrorToasts`). Provided actions: `toastSuccess`,
 * `toastError`, `closeErrorToasts`, `logError`.
 */
export const changePasswordMachine = setup({
  types: {} as { context: ChangePasswordContext; events: ChangePasswordEvent },
  actors: {
    prepare: fromPromise<void>(() => preChangePassword()),
    submit: fromPromise<PasswordChangeResult, PasswordChange>(({ input }) => resetPassword(input)),
  },
  actions: {
    toastSuccess: (_, _message: string) => {},
    toastError: (_, _message: string) => {},
    closeErrorToasts: () => {},
    logError: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'changePassword',
  context: { error: null, fieldError: null, request: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'changePassword.open': {
          target: 'open',
          actions: assign({ error: null, fieldError: null, request: null }),
          description: '§5: the modal opens and the pre-change-password call is sent; earlier errors cleared',
        },
      },
    },
    open: {
      invoke: {
        src: 'prepare',
        onError: { actions: logFailure, description: '§5: a failed pre-change-password call is only logged' },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'changePassword.submit': {
              target: 'submitting',
              actions: assign(({ event }) => ({ error: null, fieldError: null, request: { ...event.fields, username: event.username } })),
              description: '§5: a valid submit sends the reset-password call; the last errors cleared',
            },
            'changePassword.invalid': {
              actions: { type: 'toastError', params: changePasswordMessages.invalid },
              description: "§5: an invalid submit: 'Please fill all required fields.'",
            },
            'changePassword.close': { target: '#changePassword.closed', description: '§5: the modal closes and the form resets with it' },
          },
        },
        submitting: {
          invoke: {
            src: 'submit',
            input: ({ context }) => context.request!,
            onDone: [
              {
                guard: ({ event }) => event.output.success,
                target: '#changePassword.closed',
                actions: [assign({ request: null }), 'closeErrorToasts', { type: 'toastSuccess', params: changePasswordMessages.success }],
                description: "§5: changed: earlier error toasts close, 'Password changed successfully.', the modal closes",
              },
              {
                target: 'editing',
                actions: [
                  assign(({ event }) => {
                    const error = event.output.message || changePasswordMessages.failed;
                    const field = FIELD_OF_REFUSAL[error];
                    return { error, fieldError: field ? { field, message: error } : null };
                  }),
                  { type: 'toastError', params: ({ context }) => context.error! },
                ],
                description: "§8: refused: the server's message or 'Password change failed.', also on the field it concerns",
              },
            ],
            onError: {
              target: 'editing',
              actions: [
                assign({
                  error: ({ event }) => (event.error instanceof ApiError && event.error.serverMessage) || changePasswordMessages.unexpected,
                }),
                { type: 'toastError', params: ({ context }) => context.error! },
              ],
              description: "§8: the call failed: the server's message or 'Something went wrong. Please try again later.'",
            },
          },
        },
      },
    },
  },
});

type ChangePasswordSnapshot = { matches: (value: 'closed' | 'open' | { open: 'editing' | 'submitting' }) => boolean };

export const selectIsOpen = (snapshot: ChangePasswordSnapshot) => snapshot.matches('open');
export const selectIsSubmitting = (snapshot: ChangePasswordSnapshot) => snapshot.matches({ open: 'submitting' });
export const selectFieldError = (snapshot: { context: ChangePasswordContext }) => snapshot.context.fieldError;
