import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useDismissGuard } from '../components/ui/dismiss-guard';
import { draftValuesLike, type Draft } from '../storage/draft-store';
import { useDrafts } from './use-drafts';

/** How long typing pauses before the draft is written (ms): a draft per pause, not per key. */
const DRAFT_WRITE_DELAY_MS = 400;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps a form's typing as a draft (src/storage/draft-store.ts) under `draftId`: written
 * {@link DRAFT_WRITE_DELAY_MS} after typing pauses, at once when the form goes (the session ended,
 * the page changed) or the tab is left; removed when the values are back to the form's defaults.
 * A draft found on mount is put back into the form (its defaults stay what was saved, so the form
 * is dirty). While the form is dirty, closing the tab asks first, and the modal around it asks
 * before Escape, a click outside or Cancel discard it (`DismissGuard`).
 * @param draftId the form's draft, e.g. `employee:emp-1`; undefined keeps none (stories).
 * @param onCancel what Cancel does once the user agreed (or nothing was typed).
 * @param version the version of the record the form edits (none for a new one): the draft keeps the
 * version its edit began from, so a draft put back on a record changed since says so (`changedSince`).
 * @returns the draft put back, if any (its `savedAt` for the notice, `changedSince`); `discard`, which returns the
 * form to its defaults and removes the draft; `cancel` for the form's Cancel button; `withConflict`,
 * a conflict whose 'Discard mine' also discards the draft (the form is then drawn afresh with the
 * saved values, which the draft must not cover again).
 */
export function useFormDraft<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  draftId: string | undefined,
  onCancel?: () => void,
  version?: number,
): {
  restored: (Draft & { changedSince: boolean }) | null;
  discard: () => void;
  cancel: () => void;
  withConflict: <Conflict extends { onDiscard: () => void }>(conflict: Conflict | null | undefined) => Conflict | null;
} {
  const drafts = useDrafts();
  const [restored, setRestored] = useState(() => {
    const found = draftId ? drafts.read(draftId) : null;
    return found && { ...found, changedSince: drafts.base(draftId, version).changedSince };
  });
  // The version this edit began from: the draft's when one was put back, else the record's as the form opened.
  const [baseVersion] = useState(() => drafts.base(draftId, version).version);
  const guard = useDismissGuard();
  const latest = useRef({ form, draftId, drafts });
  useLayoutEffect(() => {
    latest.current = { form, draftId, drafts };
  });

  useEffect(() => {
    if (restored) form.reset(draftValuesLike(form.formState.defaultValues as Values, restored.values), { keepDefaultValues: true });
    // Once, on mount: the draft found then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!draftId) return;
    const isDirty = () => !same(form.getValues(), form.formState.defaultValues);
    let pending: { values: Record<string, unknown>; typedAt: number } | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      if (!pending) return;
      if (same(pending.values, form.formState.defaultValues)) drafts.remove(draftId);
      else drafts.write(draftId, pending.values, pending.typedAt, baseVersion);
      pending = null;
    };
    const subscription = form.watch((values) => {
      pending = { values: structuredClone(values) as Record<string, unknown>, typedAt: Date.now() };
      clearTimeout(timer);
      timer = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
    });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      flush();
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const unregister = guard?.register({ isDirty, discard: () => drafts.remove(draftId) });
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('beforeunload', onBeforeUnload);
      unregister?.();
      flush();
    };
  }, [form, draftId, guard, baseVersion, drafts]);

  const discard = () => {
    const { form: current, draftId: id, drafts: store } = latest.current;
    current.reset();
    if (id) store.remove(id);
    setRestored(null);
  };
  return {
    restored,
    discard,
    cancel: () => (guard ? guard.requestClose() : onCancel?.()),
    withConflict: (conflict) =>
      conflict
        ? {
            ...conflict,
            onDiscard: () => {
              // The form is drawn afresh with the saved values: only the draft must go.
              if (latest.current.draftId) latest.current.drafts.remove(latest.current.draftId);
              conflict.onDiscard();
            },
          }
        : null,
  };
}
