import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { recordsApi } from '../../api/records';
import { trainingsApi } from '../../api/trainings';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { ChangeHistory, toastSaved } from '../activity';
import { HOLDER_FILTERS, HOLDER_SORTS, TrainingHoldersList } from './training-holders-list';
import { TrainingSummary } from './training-summary';
import { lazyPart } from '../../loading';
import type { TrainingWrite } from '../../domain/training-rules';
import { useTranslateMessage } from '../../i18n/known-messages';
import { isTrainingStatus } from '../../domain/training';
import { PAGE_SIZES, viewToRequest, type ListView, type ListViewSpec } from '../../machines/list-view';
import { slices } from '../../machines/slices';
import { backTarget, employeePath, trainingPath, useDetailLink } from '../../hooks/detail-navigation';
import { FormDialog } from '../../components/ui/form-dialog';
import { MissingRecord } from '../../components/training/missing-record';
import { toOptions, trainingSources, editableValues } from '../../hooks/training-sources';
import { useTrainingTypeName } from './training-type-name';
import { useResource, useResourceItem } from '../../hooks/use-resource';
import { useServerList } from '../../hooks/use-server-list';
import { useListExport } from '../../hooks/use-list-export';
import { recordCsvColumns } from '../../components/training/record-csv';
import { useVersionedSubmit } from '../../hooks/use-versioned-submit';
import { useAccess } from '../../hooks/shell-context';
import { canEditCatalogue, canWrite, departmentsInScope } from '../../domain/access';
import styles from './training-pages.module.css';
import { useDrafts } from '../../hooks/use-drafts';
import { useReopenDraft } from '../../hooks/use-reopen-draft';
import { isolate } from '../../domain/bidi';
import { AccessNote } from '../../components/access-note';

// The form (react-hook-form) loads with its dialog, on first open.
const TrainingForm = lazyPart(() => import('./training-form').then((module) => module.TrainingForm)).Component;

const spec: ListViewSpec = { filterKeys: HOLDER_FILTERS, sortKeys: HOLDER_SORTS, pageSizes: PAGE_SIZES, filterChecks: { status: isTrainingStatus } };

/** A training's page; a new id (back/forward between trainings) starts it afresh, list view included. */
export default function TrainingRoute() {
  const { id = '' } = useParams<{ id: string }>();
  return <TrainingPage key={id} id={id} />;
}

/** The records a training's holders list shows: its active employees' current records. */
const holdersOf = (trainingId: string) => ({ training: trainingId, current: 'true', active: 'true' });

/**
 * A training (/trainings/:id, opened from the trainings list): its facts and
 * counts, "Edit training" (admins only, §10), and the active employees who hold it or are
 * scheduled for it (their current record only, as the counts), with where each stands.
 */
function TrainingPage({ id }: { id: string }) {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const detailLink = useDetailLink();
  const summary = useResourceItem(trainingSources.training, id);
  const fetchHolders = useMemo(() => (view: ListView) => recordsApi.list(viewToRequest(view, holdersOf(id))), [id]);
  const holders = useServerList({ spec, fetchPage: fetchHolders, defaultSort: { column: 'employee', direction: 'ascending' } });
  const listExport = useListExport(
    `holders-${summary.item?.training.code ?? id}`,
    () => recordsApi.exportAll(viewToRequest(holders.view, holdersOf(id))),
    recordCsvColumns,
  );
  const departments = useResource(slices.departmentData);
  const types = useResource(slices.typeData);
  const typeName = useTrainingTypeName();
  const competencies = useResource(slices.competencyData);
  const [editing, setEditing] = useState(false);
  const access = useAccess();
  const drafts = useDrafts();
  const edit = useVersionedSubmit({
    // A draft kept from an earlier session saves from the version it began on (see draftBase).
    version: drafts.base(`training:${id}`, summary.item?.training.version).version ?? 0,
    write: (values: TrainingWrite, version) => trainingsApi.update(id, values, version),
    current: async () => {
      const { training: now } = await trainingsApi.item(id);
      return { values: editableValues(now), version: now.version, saved: now };
    },
    succeeded: (training) => {
      drafts.remove(`training:${id}`);
      setEditing(false);
      toastSaved(
        intl,
        intl.formatMessage({ id: 'trainings.saved' }, { training: isolate(training.title) }),
        { kind: 'training', ...training },
        summary.refresh,
      );
      summary.refresh();
    },
  });
  const close = () => {
    setEditing(false);
    edit.reset();
  };
  useReopenDraft(summary.item && canEditCatalogue(access) ? `training:${id}` : null, () => setEditing(true));

  const title = summary.item?.training.title ?? intl.formatMessage({ id: 'nav.trainings' });
  if (summary.missing) return <MissingRecord kind="training" path={trainingPath(id)} listHref={backTarget('/trainings')} />;
  return (
    <>
      <PageHeader
        title={title}
        actions={summary.item ? <AccessNote access={access} action="editCatalogue" /> : null}
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: intl.formatMessage({ id: 'nav.dashboard' }), href: '/' },
              { label: intl.formatMessage({ id: 'nav.trainings' }), href: backTarget('/trainings') },
              { label: title, href: trainingPath(id) },
            ]}
          />
        }
      />
      <div className={styles.stack}>
        <Card>
          <TrainingSummary
            training={summary.item}
            isLoading={summary.loading && !summary.item}
            error={summary.error ? translate(summary.error) : null}
            onRetry={summary.refresh}
            onEdit={canEditCatalogue(access) ? () => setEditing(true) : undefined}
          />
        </Card>
        <Card title={intl.formatMessage({ id: 'holders.table' })}>
          <TrainingHoldersList
            {...holders.controls}
            rows={holders.rows}
            departmentOptions={toOptions(departmentsInScope(access.scope, departments.list))}
            employeeLink={(employeeId) => detailLink(employeePath(employeeId))}
            listExport={listExport}
          />
        </Card>
      </div>
      {summary.item ? (
        <ChangeHistory key={id} subject={{ kind: 'training', id }} watch={summary.item} onReverted={summary.refresh} withActivityLink={canWrite(access)} />
      ) : null}
      {summary.item ? (
        <FormDialog title={intl.formatMessage({ id: 'trainings.edit' })} isOpen={editing} onOpenChange={(open) => !open && close()}>
          <TrainingForm
            key={edit.form.key}
            types={toOptions(types.list).map((type) => ({ ...type, name: typeName(type) }))}
            competencies={toOptions(competencies.list)}
            training={edit.form.values ?? editableValues(summary.item.training)}
            onSubmit={edit.run}
            onCancel={close}
            isSubmitting={edit.isSubmitting}
            submitError={edit.error}
            conflict={edit.form.conflict}
            draftId={`training:${id}`}
            version={summary.item?.training.version}
          />
        </FormDialog>
      ) : null}
    </>
  );
}
