import type { IntlShape } from 'react-intl';
import { ApiError } from '../../api/errors';
import { onDemand } from '../../loading';
import type { ChangeKind } from '../../domain/change';
import { isolate } from '../../domain/bidi';
import { toast } from '../../components/toast';

// The change log's calls load with a save's toast, not with the pages that save: the save has just
// reached the server, so they arrive before Undo can be pressed, and a page that saves nothing never
// downloads them.
const undoCode = onDemand(() => import('../../api/changes'));

/** The record a save left behind: what Undo takes back. A row without versions is at 1 while it exists, 0 once removed. */
export interface SavedRecord {
  kind: ChangeKind;
  id: string;
  version: number;
}

/**
 * The success toast of a save, with Undo and Close; it stays until one is pressed (§20). The save has already happened: Undo is a revert
 * of the change that left the record at `saved.version`, made by the server like any other write,
 * so closing the tab right after Save loses nothing. Undone, a toast says so and `onUndone` runs (the
 * page reads the record again); when the record changed since, nothing is overwritten and a toast says
 * which record; a fault (Undo's code not downloaded among them) is §8's 'Something went wrong'.
 */
export function toastSaved(intl: IntlShape, message: string, saved: SavedRecord, onUndone: () => void): void {
  undoCode.load().catch(() => {});
  const undo = async () => {
    try {
      const { changesApi } = await undoCode.load();
      const result = await changesApi.undoSave(saved.kind, saved.id, saved.version);
      const conflict = result.conflicts[0];
      if (result.changes.length > 0) {
        void toast(intl.formatMessage({ id: 'changes.undone' }), 'success');
        onUndone();
      } else if (conflict) void toast(intl.formatMessage({ id: 'changes.undoConflict' }, { record: isolate(conflict.label) }), 'error');
      else void toast(intl.formatMessage({ id: 'changes.undoGone' }), 'error');
    } catch (error) {
      // A refusal the server explained was told already; one it did not is about the change. Anything
      // else (Undo's code could not be downloaded, offline) is §8's fault, which a later press may mend.
      if (error instanceof ApiError) {
        if (!error.handled) void toast(intl.formatMessage({ id: 'changes.undoGone' }), 'error');
      } else void toast(intl.formatMessage({ id: 'error.somethingWentWrong' }), 'error');
    }
  };
  void toast(message, 'success', {
    action: { label: intl.formatMessage({ id: 'changes.undo' }), onPress: () => void undo(), closeLabel: intl.formatMessage({ id: 'common.close' }) },
  });
}
