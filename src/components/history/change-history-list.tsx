import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Change, RevertResult } from '../../domain/change';
import { isolate } from '../../domain/bidi';
import { Button } from '../ui/button';
import { StatePanel } from '../ui/state-panel';
import { ChangeItem } from './change-item';
import { useChangeText } from './change-text';
import { RevertConflicts } from './revert-conflicts';
import styles from './change-history.module.css';

export interface ChangeHistoryListProps {
  /** The changes shown, newest first. */
  changes: readonly Change[];
  /** How many there are in all (more than shown: 'Show older changes'). */
  totalCount: number;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Takes a change back; absent for a reader who may not (a viewer): no Revert is offered. */
  onRevert?: (change: Change) => void;
  /** The change whose revert is on its way. */
  revertingId?: string | null;
  /** A revert that wrote nothing, and why. */
  conflict?: RevertResult | null;
  onMore?: () => void;
  /** Whether the kinds differ in this history (an employee's holds their records and exemptions too). */
  showKind?: boolean;
  /** The activity log filtered to this history, when the reader may open it. */
  activityHref?: string;
  /** Where a change's batch opens, when the reader may open the activity log. */
  batchHref?: (batchId: string) => string;
}

/**
 * A record's history (§20), newest first: each change with who made it, when, and each field
 * before and after; a Revert on each the reader may take back (Restore on a removal); a revert that met a newer change
 * shows what changed instead, and nothing is overwritten. Loading, failure and no changes each have their state.
 */
export function ChangeHistoryList({
  changes,
  totalCount,
  isLoading,
  error,
  onRetry,
  onRevert,
  revertingId,
  conflict,
  onMore,
  showKind,
  activityHref,
  batchHref,
}: ChangeHistoryListProps) {
  const intl = useIntl();
  const text = useChangeText();
  return (
    <div className={styles.panel}>
      {conflict ? <RevertConflicts result={conflict} title={intl.formatMessage({ id: 'changes.notReverted' })} /> : null}
      <StatePanel
        isLoading={isLoading && changes.length === 0}
        error={changes.length === 0 ? error : null}
        onRetry={onRetry}
        isEmpty={changes.length === 0}
        emptyMessage={intl.formatMessage({ id: 'changes.empty' })}
      >
        <ul className={styles.list}>
          {changes.map((change) => (
            <ChangeItem
              key={change.id}
              change={change}
              showKind={showKind}
              batchHref={batchHref}
              action={
                onRevert && change.canRevert ? (
                  <Button
                    variant="secondary"
                    isPending={revertingId === change.id}
                    isDisabled={revertingId !== null && revertingId !== undefined && revertingId !== change.id}
                    aria-label={intl.formatMessage(
                      { id: change.action === 'removed' ? 'changes.restoreLabel' : 'changes.revertLabel' },
                      {
                        change: text.headline({ ...change, actorName: isolate(change.actorName), recordLabel: isolate(change.recordLabel) }),
                        when: text.when(change.at),
                      },
                    )}
                    onPress={() => onRevert(change)}
                  >
                    {intl.formatMessage({ id: change.action === 'removed' ? 'changes.restore' : 'changes.revert' })}
                  </Button>
                ) : null
              }
            />
          ))}
        </ul>
      </StatePanel>
      {changes.length > 0 && (changes.length < totalCount || activityHref) ? (
        <div className={styles.footer}>
          {changes.length < totalCount && onMore ? (
            <Button variant="ghost" onPress={onMore} isPending={isLoading}>
              {intl.formatMessage({ id: 'changes.more' }, { shown: changes.length, total: totalCount })}
            </Button>
          ) : (
            <span />
          )}
          {activityHref ? <Link href={activityHref}>{intl.formatMessage({ id: 'changes.openLog' })}</Link> : null}
        </div>
      ) : null}
    </div>
  );
}
