import { useEffect, useLayoutEffect, useRef } from 'react';
import { useDrafts } from './use-drafts';

/**
 * Opens a page's form once when the user has a draft of it (src/storage/draft-store.ts), so the
 * typing kept when a session ended or the page reloaded is offered back on the same page after
 * signing in again. `formId` null waits (the page's data is not there yet); each form id opens once.
 * @param open opens the dialog that holds the form (it puts the draft back itself, `useFormDraft`).
 */
export function useReopenDraft(formId: string | null, open: () => void): void {
  const drafts = useDrafts();
  const opened = useRef<string | null>(null);
  const latest = useRef(open);
  useLayoutEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    if (!formId || opened.current === formId) return;
    opened.current = formId;
    if (drafts.read(formId)) latest.current();
  }, [formId, drafts]);
}
