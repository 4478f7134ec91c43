import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from './icons';
import styles from './drawer.module.css';

export interface DrawerProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  /** Sticky content under the scrolling body (actions, totals). */
  footer?: ReactNode;
}

/**
 * A react-aria modal dialog sliding in from the inline end (right in LTR, left
 * in RTL): focus is trapped inside, Escape or a click outside closes it and
 * focus returns to the trigger.
 */
export function Drawer({ title, subtitle, closeLabel, isOpen, onOpenChange, children, footer }: DrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.drawer}>
        <Dialog className={styles.dialog}>
          <header className={styles.header}>
            <div>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
            </div>
            <AriaButton slot="close" className={styles.close} aria-label={closeLabel}>
              <CloseIcon />
            </AriaButton>
          </header>
          <div className={styles.body}>{children}</div>
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
