import { lazyPart, OnFirstOpen } from '../../loading';
import type { ModalDialogProps } from './modal-dialog';

const modal = lazyPart(() => import('./modal-dialog').then((module) => module.ModalDialog));

/**
 * A page's modal: a form, a confirmation or a read-only panel, drawn by the page inside it. The
 * modal, and the body when it is a lazy component (see `lazyPart`), load on first open, so a page
 * does not ship react-hook-form and the overlay code until someone opens one; both arrive together,
 * so the modal appears whole. The body lives only while the modal is open: closing unmounts it, so
 * the next opening starts afresh.
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

/**
 * Fetches the modal's code ahead of a first open (on intent, e.g. the menu that holds the trigger is
 * opening); preload the lazy body beside it. Rejects when the code cannot be fetched (offline); a
 * later call tries again.
 */
export const preloadFormDialog = (): Promise<unknown> => modal.preload();
