import { useIntl } from 'react-intl';
import type { Change, RevertResult } from '../../domain/change';
import { isolate } from '../../domain/bidi';
import { Button } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { ChangeHistoryList } from '../../components/history/change-history-list';
import { RevertConflicts } from '../../components/history/revert-conflicts';
import styles from './activity.module.css';

export interface ActivityLogProps {
  changes: readonly Change[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onPage: (page: number) => void;
  onRevert?: (change: Change) => void;
  revertingId?: string | null;
  /** A revert or an undo that wrote nothing, and why. */
  conflict?: RevertResult | null;
  /** The batch the log is narrowed to, with how many changes it holds: 'Undo import of …' for who may. */
  batch?: { label: string; count: number } | null;
  onUndoBatch?: () => void;
  isUndoingBatch?: boolean;
  /** Where a change's batch opens (the log narrowed to it). */
  batchHref?: (batchId: string) => string;
}

/**
 * The activity log's list (§20): every change the reader sees, newest first, a page at a time
 * from the server, each with Revert for who may; narrowed to an import's batch, 'Undo import of
 * <file> (N records)' takes it all back or, when some changed since, nothing, and lists them.
 */
export function ActivityLog({
  changes,
  totalCount,
  pageNumber,
  pageSize,
  isLoading,
  error,
  onRetry,
  onPage,
  onRevert,
  revertingId,
  conflict,
  batch,
  onUndoBatch,
  isUndoingBatch,
  batchHref,
}: ActivityLogProps) {
  const intl = useIntl();
  return (
    <div className={styles.log}>
      {batch ? (
        <div className={styles.batch}>
          <p>{intl.formatMessage({ id: 'changes.batchShown' }, { label: isolate(batch.label), count: batch.count })}</p>
          {onUndoBatch ? (
            <Button variant="secondary" onPress={onUndoBatch} isPending={isUndoingBatch}>
              {intl.formatMessage({ id: 'import.undo' }, { file: isolate(batch.label), count: batch.count })}
            </Button>
          ) : null}
        </div>
      ) : null}
      {conflict ? <RevertConflicts result={conflict} title={intl.formatMessage({ id: 'changes.notReverted' })} /> : null}
      <ChangeHistoryList
        changes={changes}
        totalCount={changes.length}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        onRevert={onRevert}
        revertingId={revertingId}
        showKind
        batchHref={batchHref}
      />
      <Pagination
        pageNumber={pageNumber}
        pageCount={Math.max(1, Math.ceil(totalCount / pageSize))}
        total={totalCount}
        pageSize={pageSize}
        onPageChange={onPage}
        isDisabled={isLoading}
      />
    </div>
  );
}
