import { useActorRef, useSelector } from '@xstate/react';
import { readStoredUser } from '../../storage/session-store';
import { closeToasts, toast } from '../../components/toast';
import { lazyPart, OnFirstOpen } from '../../loading';
import { useTranslateMessage } from '../../i18n/known-messages';
import { changePasswordMachine, selectFieldError, selectIsOpen, selectIsSubmitting } from '../../machines/change-password.machine';
import { useSession } from '../../hooks/shell-context';
import { useBoundMachine } from '../../hooks/use-bound-machine';

// The form (react-hook-form, the fields, the modal) loads when the dialog first opens, not with the shell.
/** The group of the form's error toasts, closed when a change succeeds. */
const ERROR_TOASTS = 'change-password-errors';
const dialog = lazyPart(() => import('./change-password-dialog').then((module) => module.ChangePasswordDialog));

/**
 * §5 Change Password bound to its screen-local machine. @returns `open` for the
 * profile menu and the modal to render.
 */
export function useChangePassword() {
  const translate = useTranslateMessage();
  const { user } = useSession();
  const machine = useBoundMachine({ translate }, (latest) =>
    changePasswordMachine.provide({
      actions: {
        toastSuccess: (_, message) => toast(latest().translate(message), 'success'),
        toastError: (_, message) => toast(latest().translate(message), 'error', { group: ERROR_TOASTS }),
        closeErrorToasts: () => closeToasts(ERROR_TOASTS),
        logError: (_, error) => console.error('Pre-change-password call failed:', error),
      },
    }),
  );
  const actorRef = useActorRef(machine);
  const isOpen = useSelector(actorRef, selectIsOpen);
  const isSubmitting = useSelector(actorRef, selectIsSubmitting);
  const fieldError = useSelector(actorRef, selectFieldError);
  const username = readStoredUser()?.username || user?.email || '';

  return {
    open: () => actorRef.send({ type: 'changePassword.open' }),
    /** Fetches the dialog's code ahead of its first open (the profile menu is opening); rejects when offline. */
    preload: dialog.preload,
    dialog: (
      <OnFirstOpen isOpen={isOpen} onClose={() => actorRef.send({ type: 'changePassword.close' })}>
        <dialog.Component
          isOpen={isOpen}
          isSubmitting={isSubmitting}
          serverError={fieldError}
          onSubmit={(fields) => actorRef.send({ type: 'changePassword.submit', fields, username })}
          onInvalid={() => actorRef.send({ type: 'changePassword.invalid' })}
          onClose={() => actorRef.send({ type: 'changePassword.close' })}
        />
      </OnFirstOpen>
    ),
  };
}
