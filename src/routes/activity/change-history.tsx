import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { changesApi, CHANGE_PAGE_SIZE, type HistorySubject } from '../../api/changes';
import type { Change } from '../../domain/change';
import { useTranslateMessage } from '../../i18n/known-messages';
import { useResourceItem } from '../../hooks/use-resource';
import type { ResourceSource } from '../../machines/resource.machine';
import { Card } from '../../components/card';
import { ChangeHistoryList } from '../../components/history/change-history-list';
import { useRevert } from './use-revert';
import styles from './activity.module.css';

/** The most changes a page's history shows before it sends the reader to the activity log. */
const MOST_SHOWN = 100;

export interface ChangeHistoryProps {
  subject: HistorySubject;
  /** Anything that changes when the page's record does (the record itself): the history is read again then. */
  watch?: unknown;
  /** After a revert wrote: the page reads its record again. */
  onReverted?: () => void;
  /** Whether the reader may open the activity log (admins and managers). */
  withActivityLink?: boolean;
}

/** The activity log narrowed to one batch (an import): where its Undo is. */
export const batchHref = (batchId: string): string => `/activity?${new URLSearchParams({ batch: batchId }).toString()}`;

const subjectKey = (subject: HistorySubject) =>
  new URLSearchParams('employeeId' in subject ? { employee: subject.employeeId } : { record: `${subject.kind}:${subject.id}` }).toString();

/**
 * 'Change history' of a page's record (§20): read from the change log, newest first, 20 at a
 * time, again whenever `watch` changes. Revert takes one change back as a new change (told by a
 * toast; the page then reloads); one that meets a newer change shows it and writes nothing. A
 * failure to read is shown with Try again; one to revert is told as §8 says.
 */
export function ChangeHistory({ subject, watch, onReverted, withActivityLink }: ChangeHistoryProps) {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const key = subjectKey(subject);
  // One source per subject; the id asked for is how many changes to show.
  const source = useMemo(
    (): ResourceSource<{ items: Change[]; totalCount: number }> => ({
      name: 'History',
      item: (count) =>
        changesApi.list({
          ...('employeeId' in subject ? { employeeId: subject.employeeId } : { record: `${subject.kind}:${subject.id}` }),
          pageNumber: 1,
          pageSize: Number(count),
        }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the subject is read through its key
    [key],
  );
  const [count, setCount] = useState(CHANGE_PAGE_SIZE);
  const history = useResourceItem(source, String(count));
  const { refresh } = history;
  const reverts = useRevert(refresh);
  // The first `watch` is the record as the page first read it, when the history was read too: only a later one reads it again.
  const watched = useRef(watch);
  useEffect(() => {
    if (watched.current === watch) return;
    watched.current = watch;
    refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the record changes, not when the function does
  }, [watch]);

  return (
    <div className={styles.section}>
      <Card title={intl.formatMessage({ id: 'changes.title' })}>
        <ChangeHistoryList
          changes={history.item?.items ?? []}
          totalCount={history.item?.totalCount ?? 0}
          isLoading={history.loading}
          error={history.error ? translate(history.error) : null}
          onRetry={refresh}
          onRevert={(change) => void reverts.revert(change).then((reverted) => reverted && onReverted?.())}
          revertingId={reverts.pending}
          conflict={reverts.conflict}
          onMore={count < MOST_SHOWN ? () => setCount((shown) => Math.min(MOST_SHOWN, shown + CHANGE_PAGE_SIZE)) : undefined}
          showKind={'employeeId' in subject}
          activityHref={withActivityLink ? `/activity?${key}` : undefined}
          batchHref={withActivityLink ? batchHref : undefined}
        />
      </Card>
    </div>
  );
}
