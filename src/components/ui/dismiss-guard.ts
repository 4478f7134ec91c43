import { createContext, useContext } from 'react';

/**
 * What a modal asks of the form inside it before it closes: whether the form holds unsaved typing,
 * and what discarding it means (its draft removed). The form registers both (`useFormDraft`); the
 * modal asks before Escape, a click outside or Cancel close it (src/components/ui/modal-dialog.tsx).
 */
export interface DismissGuard {
  /** Registers the form's check and discard; returns the function that unregisters them. */
  register: (form: { isDirty: () => boolean; discard: () => void }) => () => void;
  /** Closes the modal, asking first when the form is dirty (the form's Cancel). */
  requestClose: () => void;
}

export const DismissGuardContext = createContext<DismissGuard | null>(null);

/** The guard of the modal around this form, or null outside one (a form on a page, a story). */
export const useDismissGuard = () => useContext(DismissGuardContext);
