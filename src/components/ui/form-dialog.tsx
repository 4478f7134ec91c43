import { lazyPart, OnFirstOpen } from '../../loading';
import type { ModalDialogProps } from './modal-dialog';

const modal = lazyPart(() => import('./modal-dialog').then((module) => module.ModalDialog));

/**
 * A page's modal form. The modal, and the form when it is a lazy component
 * (see `lazyPart`), load on first open, so a page does not ship react-hook-form
 * and the overlay code until someone starts one of its forms; both arrive
 * together, so the modal appears whole.
 */
export function FormDialog({ isOpen, children, ...props }: ModalDialogProps) {
  return (
    <OnFirstOpen isOpen={isOpen} onClose={() => props.onOpenChange(false)}>
      <modal.Component {...props} isOpen={isOpen}>
        {children}
      </modal.Component>
    </OnFirstOpen>
  );
}
