import { useActorRef, useSelector } from '@xstate/react';
import { readStoredUser } from '../api/session-store';
import { ChangePasswordDialog } from '../components/shell/change-password-dialog';
import { toast } from '../components/toast';
import { useTranslateMessage } from '../i18n/known-messages';
import { changePasswordMachine, selectIsOpen, selectIsSubmitting } from '../machines/change-password.machine';
import { useSession } from './shell-context';
import { useBoundMachine } from './use-bound-machine';

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
        toastError: (_, message) => toast(latest().translate(message), 'error'),
        logError: (_, error) => console.error('Pre-change-password call failed:', error),
      },
    }),
  );
  const actorRef = useActorRef(machine);
  const isOpen = useSelector(actorRef, selectIsOpen);
  const isSubmitting = useSelector(actorRef, selectIsSubmitting);
  const username = readStoredUser()?.username || user?.email || '';

  return {
    open: () => actorRef.send({ type: 'changePassword.open' }),
    dialog: (
      <ChangePasswordDialog
        isOpen={isOpen}
        isSubmitting={isSubmitting}
        onSubmit={(fields) => actorRef.send({ type: 'changePassword.submit', fields, username })}
        onInvalid={() => actorRef.send({ type: 'changePassword.invalid' })}
        onClose={() => actorRef.send({ type: 'changePassword.close' })}
      />
    ),
  };
}
