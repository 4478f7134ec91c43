import { useState } from 'react';
import { useIntl } from 'react-intl';
import { trainingsApi } from '../../api/trainings';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { toastSaved } from '../activity';
import { TRAINING_FILTERS, TRAINING_SORTS, TrainingsList } from './trainings-list';
import { Button } from '../../components/ui/button';
import { lazyPart, preloadOn } from '../../loading';
import type { TrainingWrite } from '../../domain/training-rules';
import { PAGE_SIZES, viewToRequest, type ListView, type ListViewSpec } from '../../machines/list-view';
import { slices } from '../../machines/slices';
import { trainingPath, useDetailLink } from '../../hooks/detail-navigation';
import { FormDialog, preloadFormDialog } from '../../components/ui/form-dialog';
import { toOptions } from '../../hooks/training-sources';
import { useTrainingTypeName } from './training-type-name';
import { useResource } from '../../hooks/use-resource';
import { useServerList } from '../../hooks/use-server-list';
import { useListExport } from '../../hooks/use-list-export';
import { trainingCsvColumns } from './trainings-csv';
import { useAccess } from '../../hooks/shell-context';
import { canEditCatalogue } from '../../domain/access';
import { useSubmit } from '../../hooks/use-submit';
import { useDrafts } from '../../hooks/use-drafts';
import { useReopenDraft } from '../../hooks/use-reopen-draft';
import { isolate } from '../../domain/bidi';
import { AccessNote } from '../../components/access-note';
import { SavedViews } from '../saved-views';

// The form (react-hook-form) loads with its dialog, on first open, or as the user heads for New training.
const trainingForm = lazyPart(() => import('./training-form').then((module) => module.TrainingForm));
const TrainingForm = trainingForm.Component;
const preloadNewTraining = () => Promise.all([preloadFormDialog(), trainingForm.preload()]);
const spec: ListViewSpec = { filterKeys: TRAINING_FILTERS, sortKeys: TRAINING_SORTS, pageSizes: PAGE_SIZES };
const fetchTrainings = (view: ListView) => trainingsApi.list(viewToRequest(view));

/**
 * §2 /trainings: the catalogue with type, competency, validity and
 * how many active employees hold each training valid, expiring or expired;
 * "New training" creates one (admins only, §10). A row opens the training and its employees.
 */
/** The draft of a training being created. */
const NEW_TRAINING_DRAFT = 'training:new';

export default function TrainingsRoute() {
  const intl = useIntl();
  const detailLink = useDetailLink();
  const { controls, rows, actorRef, view } = useServerList({ spec, fetchPage: fetchTrainings, defaultSort: { column: 'code', direction: 'ascending' } });
  const listExport = useListExport('trainings', () => trainingsApi.exportAll(viewToRequest(view)), trainingCsvColumns);
  const types = useResource(slices.typeData);
  const competencies = useResource(slices.competencyData);
  const [creating, setCreating] = useState(false);
  // The catalogue is everyone's: only an admin changes it (§10).
  const access = useAccess();
  const drafts = useDrafts();
  const create = useSubmit(
    (values: TrainingWrite) => trainingsApi.create(values),
    (training) => {
      drafts.remove(NEW_TRAINING_DRAFT);
      setCreating(false);
      toastSaved(intl, intl.formatMessage({ id: 'trainings.created' }, { training: isolate(training.title) }), { kind: 'training', ...training }, () =>
        actorRef.send({ type: 'list.refresh' }),
      );
      actorRef.send({ type: 'list.refresh' });
    },
  );
  const close = () => {
    setCreating(false);
    create.reset();
  };
  useReopenDraft(canEditCatalogue(access) ? NEW_TRAINING_DRAFT : null, () => setCreating(true));
  const typeName = useTrainingTypeName();
  const options = { types: toOptions(types.list).map((type) => ({ ...type, name: typeName(type) })), competencies: toOptions(competencies.list) };

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'nav.trainings' })}
        description={intl.formatMessage({ id: 'trainings.description' })}
        actions={
          canEditCatalogue(access) ? (
            <Button onPress={() => setCreating(true)} {...preloadOn(preloadNewTraining)}>
              {intl.formatMessage({ id: 'trainings.new' })}
            </Button>
          ) : (
            <AccessNote access={access} action="editCatalogue" />
          )
        }
      />
      <Card>
        <TrainingsList
          {...controls}
          views={<SavedViews list="trainings" />}
          rows={rows}
          options={options}
          trainingLink={(id) => detailLink(trainingPath(id))}
          listExport={listExport}
        />
      </Card>
      <FormDialog title={intl.formatMessage({ id: 'trainings.new' })} isOpen={creating} onOpenChange={(open) => !open && close()}>
        <TrainingForm
          {...options}
          onSubmit={create.run}
          onCancel={close}
          isSubmitting={create.isSubmitting}
          submitError={create.error}
          draftId={NEW_TRAINING_DRAFT}
        />
      </FormDialog>
    </>
  );
}
