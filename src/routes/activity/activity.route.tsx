import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { changeQueryOf, changesApi } from '../../api/changes';
import { ApiError } from '../../api/errors';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { toast } from '../../components/toast';
import { ListExportBar } from '../../components/ui/list-export';
import { batchHref } from './change-history';
import { AccessNote } from '../../components/access-note';
import { canWrite } from '../../domain/access';
import { readActivityQuery, writeActivityQuery, type ActivityQuery, type Change, type RevertResult } from '../../domain/change';
import { useAccess } from '../../hooks/shell-context';
import { useListExport } from '../../hooks/use-list-export';
import { useResource, useResourceItem } from '../../hooks/use-resource';
import { useTranslateMessage } from '../../i18n/known-messages';
import type { ResourceSource } from '../../machines/resource.machine';
import { ActivityFilters } from './activity-filters';
import { SavedViews } from '../saved-views';
import { ActivityLog } from './activity-log';
import { activityCsvColumns, activityCsvRows } from './activity-csv';
import styles from './activity.module.css';

/** A page of the log, keyed by the address query of its filters. */
const pageSource: ResourceSource<{ items: Change[]; totalCount: number; pageNumber: number; pageSize: number }> = {
  name: 'Activity',
  item: (key) => changesApi.list(changeQueryOf(readActivityQuery(new URLSearchParams(key)))),
};
/** Who made the changes the reader sees. */
const peopleSource: ResourceSource<{ id: number; name: string }> = { name: 'People', list: () => changesApi.people() };

/**
 * /activity (sidebar, under Training; admins, and managers for their departments): every change to
 * employees, trainings, records, requirements and exemptions, newest first, filtered by kind, person,
 * days and batch, paged on the server, exported as CSV, each with Revert for who may. Narrowed to an
 * import, 'Undo import of <file> (N records)'. The filters and the page live in the address, so Back
 * and reload give the same view. A viewer reads each record's history on its page instead.
 */
export default function ActivityRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const translate = useTranslateMessage();
  const access = useAccess();
  const [params, setParams] = useSearchParams();
  const query = readActivityQuery(params);
  const key = writeActivityQuery(query).toString();
  const page = useResourceItem(pageSource, canWrite(access) ? key : null);
  const people = useResource(peopleSource);
  const [reverting, setReverting] = useState<string | null>(null);
  const [undoingBatch, setUndoingBatch] = useState(false);
  const [conflict, setConflict] = useState<RevertResult | null>(null);
  // A refused revert is about the view it happened in: another view starts without it.
  const show = (next: ActivityQuery) => {
    setConflict(null);
    setParams(writeActivityQuery(next));
  };
  const listExport = useListExport('activity', async () => activityCsvRows(await changesApi.exportAll(changeQueryOf(query))), activityCsvColumns);

  /** Runs a revert or an undo: a conflict is shown, a success told; a fault was told already (§8). */
  const run = async (write: () => Promise<RevertResult>, done: string) => {
    setConflict(null);
    try {
      const result = await write();
      if (result.conflicts.length > 0) setConflict(result);
      else void toast(done, 'success');
      page.refresh();
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) void toast(translate(error instanceof Error ? error.message : String(error)), 'error');
    }
  };
  const revert = async (change: Change) => {
    setReverting(change.id);
    await run(() => changesApi.revert(change), t({ id: 'changes.reverted' }));
    setReverting(null);
  };
  const items = page.item?.items ?? [];
  const batchLabel = query.batchId ? items.find((change) => change.batchId === query.batchId)?.batchLabel : undefined;
  const undoBatch = async () => {
    if (!query.batchId || !batchLabel) return;
    setUndoingBatch(true);
    await run(() => changesApi.undoBatch(query.batchId!), t({ id: 'changes.batchUndone' }, { label: batchLabel }));
    setUndoingBatch(false);
  };

  return (
    <>
      <PageHeader
        title={t({ id: 'nav.activity' })}
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: t({ id: 'nav.dashboard' }), href: '/' },
              { label: t({ id: 'nav.activity' }), href: '/activity' },
            ]}
          />
        }
      />
      <Card>
        {canWrite(access) ? (
          <>
            <div className={styles.views}>
              <SavedViews list="activity" />
            </div>
            <ActivityFilters query={query} people={people.list} onChange={show} />
            {query.employeeId || query.record ? <p className={styles.narrowed}>{t({ id: 'changes.narrowed' })}</p> : null}
            <ListExportBar {...listExport} isDisabled={items.length === 0} />
            <ActivityLog
              changes={items}
              totalCount={page.item?.totalCount ?? 0}
              pageNumber={page.item?.pageNumber ?? query.page}
              pageSize={page.item?.pageSize ?? 20}
              isLoading={page.loading}
              error={page.error ? translate(page.error) : null}
              onRetry={page.refresh}
              onPage={(pageNumber) => show({ ...query, page: pageNumber })}
              onRevert={(change) => void revert(change)}
              revertingId={reverting}
              conflict={conflict}
              batch={batchLabel ? { label: batchLabel, count: page.item?.totalCount ?? 0 } : null}
              onUndoBatch={batchLabel && items.every((change) => change.canRevert) ? () => void undoBatch() : undefined}
              isUndoingBatch={undoingBatch}
              batchHref={batchHref}
            />
          </>
        ) : (
          <AccessNote access={access} action="write" />
        )}
      </Card>
    </>
  );
}
