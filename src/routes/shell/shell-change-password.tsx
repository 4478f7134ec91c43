import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { closeToasts, toast } from '../../components/toast';
import { FormDialog, preloadFormDialog } from '../../components/ui/form-dialog';
import { lazyPart } from '../../loading';
import { useTranslateMessage } from '../../i18n/known-messages';
import { changePasswordMachine, selectFieldError, selectIsOpen, selectIsSubmitting } from '../../machines/change-password.machine';
import { useSession } from '../../hooks/shell-context';
import { useBoundMachine } from '../../hooks/use-bound-machine';
import type { ChangePasswordFormProps } from './change-password-dialog';

/** The group of the form's error toasts, closed when a change succeeds. */
const ERROR_TOASTS = 'change-password-errors';
// The form (react-hook-form, the fields) loads with the modal when the dialog first opens, not with the shell.
const form = lazyPart(() => import('./change-password-dialog').then((module) => module.ChangePasswordForm));

export interface ChangePasswordDialogProps extends ChangePasswordFormProps {
  isOpen: boolean;
}

/** §5 Change Password modal: the form in a `FormDialog`, which cannot be dismissed while a change is on its way. */
export function ChangePasswordDialog({ isOpen, ...formProps }: ChangePasswordDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'changePassword.title' })}
      isOpen={isOpen}
      isDismissable={!formProps.isSubmitting}
      onOpenChange={(open) => !open && formProps.onClose()}
    >
      <form.Component {...formProps} />
    </FormDialog>
  );
}

/**
 * §5 Change Password bound to its screen-local machine. @returns `open` for the
 * profile menu and the modal to render.
 */
export function useChangePassword() {
  const translate = useTranslateMessage();
  const { user, account } = useSession();
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
  const username = account?.username || user?.email || '';

  return {
    open: () => actorRef.send({ type: 'changePassword.open' }),
    /** Fetches the dialog's code (the modal and the form) ahead of its first open (the profile menu is opening); rejects when offline. */
    preload: () => Promise.all([preloadFormDialog(), form.preload()]),
    dialog: (
      <ChangePasswordDialog
        isOpen={isOpen}
        isSubmitting={isSubmitting}
        serverError={fieldError}
        onSubmit={(fields) => actorRef.send({ type: 'changePassword.submit', fields, username })}
        onInvalid={() => actorRef.send({ type: 'changePassword.invalid' })}
        onClose={() => actorRef.send({ type: 'changePassword.close' })}
      />
    ),
  };
}
