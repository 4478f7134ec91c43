import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
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

/** A react-aria modal dialog: focus is trapped inside, Escape and a click outside close it (unless not dismissable), focus returns on close. */
export function ModalDialog({ title, isOpen, onOpenChange, isDismissable = true, role, children }: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} role={role}>
          <Heading slot="title" className={styles.heading}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export { styles as modalStyles };
