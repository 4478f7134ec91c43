import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Alert } from './alert';
import alertStyles from './alert.module.css';
import { Button } from './button';
import { DismissGuardContext, type DismissGuard } from './dismiss-guard';
import styles from './modal.module.css';

export interface ModalDialogProps {
  title: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Escape and a click outside close it (default true). */
  isDismissable?: boolean;
  /** `alertdialog` for a confirmation that needs the user's answer (announced as such). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * A react-aria modal dialog: focus is trapped inside, Escape and a click outside close it (unless
 * not dismissable), focus returns on close. A form inside that holds unsaved typing (`useFormDraft`)
 * is never closed without asking: Escape, a click outside or its Cancel show 'Discard what you
 * typed?' with Keep editing (focused) and Discard, which removes the form's draft and closes.
 */
export function ModalDialog({ title, isOpen, onOpenChange, isDismissable = true, role, children }: ModalDialogProps) {
  const intl = useIntl();
  const form = useRef<{ isDirty: () => boolean; discard: () => void } | null>(null);
  const [asking, setAsking] = useState(false);
  // A modal closed while it asked (the form was saved meanwhile) does not ask again when it reopens.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setAsking(false);
  }
  const close = useRef(onOpenChange);
  useLayoutEffect(() => {
    close.current = onOpenChange;
  });
  const guard = useMemo<DismissGuard>(
    () => ({
      register: (registered) => {
        form.current = registered;
        return () => {
          if (form.current === registered) form.current = null;
        };
      },
      requestClose: () => (form.current?.isDirty() ? setAsking(true) : close.current(false)),
    }),
    [],
  );
  const changeOpen = (open: boolean) => (open ? onOpenChange(true) : guard.requestClose());
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={changeOpen} isDismissable={isDismissable} isKeyboardDismissDisabled={!isDismissable} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} role={role}>
          <Heading slot="title" className={styles.heading}>
            {title}
          </Heading>
          {asking ? (
            <div role="alert" className={styles.confirmDiscard}>
              <Alert tone="warning">
                <div className={alertStyles.withActions}>
                  <p>{intl.formatMessage({ id: 'draft.confirmDiscard' })}</p>
                  <div className={alertStyles.actions}>
                    <Button
                      variant="secondary"
                      onPress={() => {
                        form.current?.discard();
                        setAsking(false);
                        close.current(false);
                      }}
                    >
                      {intl.formatMessage({ id: 'draft.discard' })}
                    </Button>
                    <Button autoFocus onPress={() => setAsking(false)}>
                      {intl.formatMessage({ id: 'draft.keepEditing' })}
                    </Button>
                  </div>
                </div>
              </Alert>
            </div>
          ) : null}
          <DismissGuardContext.Provider value={guard}>{children}</DismissGuardContext.Provider>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export { styles as modalStyles };
