import { useState } from 'react';
import { useIntl } from 'react-intl';
import { changesApi } from '../../api/changes';
import { ApiError } from '../../api/errors';
import type { Change, RevertResult } from '../../domain/change';
import { useTranslateMessage } from '../../i18n/known-messages';
import { toast } from '../../components/toast';

/** What `useRevert` gives a page that lists changes. */
export interface Reverts {
  /** The change being reverted, or the batch being undone (by the key `run` was given); null when none. */
  pending: string | null;
  /** The newer changes the last revert or undo met; it wrote nothing. */
  conflict: RevertResult | null;
  /** Forgets the conflict (another view of the log starts without it). */
  clear: () => void;
  /** Reverts one change. @returns whether it was taken back. */
  revert: (change: Change) => Promise<boolean>;
  /** Runs any write of the log (a batch's undo) under `key`: `done` is its success toast. @returns whether it wrote. */
  run: (key: string, write: () => Promise<RevertResult>, done: string) => Promise<boolean>;
}

/**
 * Reverts and undos of the change log for a page that lists changes (§20). A success is told by a toast;
 * a refusal keeps the newer changes it met in `conflict`; a fault was told already (§8) or is said in a
 * toast. After each, `refresh` reads the list again.
 */
export function useRevert(refresh: () => void): Reverts {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const [pending, setPending] = useState<string | null>(null);
  const [conflict, setConflict] = useState<RevertResult | null>(null);

  const run = async (key: string, write: () => Promise<RevertResult>, done: string) => {
    setPending(key);
    setConflict(null);
    try {
      const result = await write();
      const wrote = result.conflicts.length === 0;
      if (wrote) void toast(done, 'success');
      else setConflict(result);
      refresh();
      return wrote;
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) void toast(translate(error instanceof Error ? error.message : String(error)), 'error');
      return false;
    } finally {
      setPending(null);
    }
  };

  return {
    pending,
    conflict,
    clear: () => setConflict(null),
    revert: (change) => run(change.id, () => changesApi.revert(change), intl.formatMessage({ id: 'changes.reverted' })),
    run,
  };
}
