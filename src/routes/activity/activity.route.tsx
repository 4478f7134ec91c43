import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { changeQueryOf, changesApi } from '../../api/changes';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { ListExportBar } from '../../components/ui/list-export';
import { batchHref } from './change-history';
import { AccessNote } from '../../components/access-note';
import { canWrite } from '../../domain/access';
import { readActivityQuery, writeActivityQuery, type ActivityQuery, type Change } from '../../domain/change';
import { useAccess } from '../../hooks/shell-context';
import { useListExport } from '../../hooks/use-list-export';
import { useResource, useResourceItem } from '../../hooks/use-resource';
import { useTranslateMessage } from '../../i18n/known-messages';
import type { ResourceSource } from '../../machines/resource.machine';
import { ActivityFilters } from './activity-filters';
import { SavedViews } from '../saved-views';
import { ActivityLog } from './activity-log';
import { useRevert } from './use-revert';
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
  const reverts = useRevert(page.refresh);
  // A refused revert is about the view it happened in: another view starts without it.
  const show = (next: ActivityQuery) => {
    reverts.clear();
    setParams(writeActivityQuery(next));
  };
  const listExport = useListExport('activity', async () => activityCsvRows(await changesApi.exportAll(changeQueryOf(query))), activityCsvColumns);

  const items = page.item?.items ?? [];
  const batchLabel = query.batchId ? items.find((change) => change.batchId === query.batchId)?.batchLabel : undefined;
  const undoBatch = () => {
    if (query.batchId && batchLabel)
      void reverts.run(`batch:${query.batchId}`, () => changesApi.undoBatch(query.batchId!), t({ id: 'changes.batchUndone' }, { label: batchLabel }));
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
              onRevert={(change) => void reverts.revert(change)}
              revertingId={reverts.pending}
              conflict={reverts.conflict}
              batch={batchLabel ? { label: batchLabel, count: page.item?.totalCount ?? 0 } : null}
              onUndoBatch={batchLabel && items.every((change) => change.canRevert) ? undoBatch : undefined}
              isUndoingBatch={reverts.pending === `batch:${query.batchId}`}
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
