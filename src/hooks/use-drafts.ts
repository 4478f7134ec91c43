import { createContext, useContext, useMemo } from 'react';
import { draftBase, draftIdsUnder, readDraft, removeDraft, writeDraft, type DraftOwner } from '../storage/draft-store';

/** Whose drafts the forms below read and write: the shell gives its session's (`selectDraftOwner`); none elsewhere (stories). */
export const DraftOwnerContext = createContext<DraftOwner>(null);

/**
 * The draft store (src/storage/draft-store.ts) for the session's user: the same functions with the owner
 * given, so a page never names a user. Outside the shell (a story) there is no owner, and nothing is kept.
 */
export function useDrafts() {
  const owner = useContext(DraftOwnerContext);
  return useMemo(
    () => ({
      read: (formId: string) => readDraft(owner, formId),
      write: (formId: string, values: Record<string, unknown>, typedAt?: number, version?: number) => writeDraft(owner, formId, values, typedAt, version),
      remove: (formId: string) => removeDraft(owner, formId),
      idsUnder: (prefix: string) => draftIdsUnder(owner, prefix),
      base: (formId: string | undefined, version: number | undefined) => draftBase(owner, formId, version),
    }),
    [owner],
  );
}
