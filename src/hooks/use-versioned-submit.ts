import { useState } from 'react';
import { ConflictError } from '../api/errors';
import { RECORD_GONE } from '../i18n/known-messages';
import { useSubmit } from './use-submit';

/** A record's editable values as the server holds them now, the version they are, and the record itself (what a save returns). */
interface CurrentRecord<Values, Result> {
  values: Values;
  version: number;
  saved: Result;
  /** The record can no longer take this write (a completion someone else recorded): the user's values cannot be saved over it. */
  final?: boolean;
}

/** Two sets of values alike field by field, whatever the order of their keys. */
function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export interface VersionedSubmitOptions<Values, Result> {
  /** The version of the record the form was opened on. */
  version: number;
  /** The write, made from `version` (the server refuses it with a 409 when the record moved on). */
  write: (values: Values, version: number) => Promise<Result>;
  /** Reads the record as it is now, after a conflict; null when it is gone (the save then fails with {@link RECORD_GONE}, and `onStale` runs). */
  current: () => Promise<CurrentRecord<Values, Result> | null>;
  /** After the server stored the write: close, tell the user, refresh. */
  succeeded: (result: Result, values: Values) => void;
  /** The record was settled (`final`) or removed by someone else: refresh what shows it. */
  onStale?: () => void;
}

/**
 * One save of a shared record, made from the version the form was opened on (optimistic concurrency,
 * docs/rest-contract.md "Versions"). When someone else saved first (a `ConflictError`), the record is
 * read as it is now and held as the form's `conflict`, which keeps what the user typed and shows
 * both: the next save then goes over that version ('Save mine over theirs'), and its `onDiscard`
 * gives up the user's values for the saved ones (the form is drawn afresh with them). A conflict
 * whose record now holds exactly the user's values is their own write (a save retried after its
 * answer was lost): it is reported as saved. A record that can no longer take the write (`final`:
 * someone else completed it) or that is gone is not offered to be saved over: the notice says what
 * happened, and `onStale` refreshes the page's copy.
 * @throws (as the form's `error`) {@link RECORD_GONE} when the record is gone.
 * @returns `useSubmit`'s run, isSubmitting, error (none while a conflict is shown: the conflict says
 * it), plus `form`: the props the form takes from it (`key`, which changes when it must be drawn
 * afresh; `values`, the saved values after a discard, else null; `conflict` with its `onDiscard`),
 * and `reset` (when the form closes).
 */
export function useVersionedSubmit<Values, Result>({ version, write, current, succeeded, onStale }: VersionedSubmitOptions<Values, Result>) {
  const [moved, setMoved] = useState<{ version: number; conflict: Values | null; final: boolean } | null>(null);
  const [discarded, setDiscarded] = useState<{ values: Values; key: number } | null>(null);
  const submit = useSubmit(
    async (values: Values) => {
      try {
        return await write(values, moved?.version ?? version);
      } catch (error) {
        if (error instanceof ConflictError) {
          const now = await current();
          if (now && sameValues(now.values, values)) return now.saved;
          if (!now || now.final) onStale?.();
          if (!now) throw new Error(RECORD_GONE, { cause: error });
          setMoved({ version: now.version, conflict: now.values, final: now.final ?? false });
        } else {
          // A save over the current values that fails for another reason (a code now taken, a fault)
          // says that reason; the form keeps the user's values and the version it would save over.
          setMoved((state) => state && { ...state, conflict: null });
        }
        throw error;
      }
    },
    (result: Result, values: Values) => {
      setMoved(null);
      setDiscarded(null);
      succeeded(result, values);
    },
  );
  const conflict = moved?.conflict ?? null;
  const onDiscard = () => {
    if (!conflict) return;
    setMoved((state) => state && { ...state, conflict: null });
    setDiscarded((before) => ({ values: conflict, key: (before?.key ?? 0) + 1 }));
    submit.reset();
  };
  return {
    // Nothing can be saved over a final record: a submit (Enter in a field) does nothing, the notice stays.
    run: (values: Values) => {
      if (!moved?.final) submit.run(values);
    },
    isSubmitting: submit.isSubmitting,
    error: conflict ? null : submit.error,
    form: {
      key: discarded?.key ?? 0,
      values: discarded?.values ?? null,
      conflict: conflict ? { current: conflict, onDiscard, final: moved?.final ?? false } : null,
    },
    reset: () => {
      setMoved(null);
      setDiscarded(null);
      submit.reset();
    },
  };
}
