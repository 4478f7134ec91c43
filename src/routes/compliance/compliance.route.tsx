import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { createRequirement, fetchComplianceMatrix, fetchWholeMatrix } from '../../api/compliance';
import { useListExport } from '../../hooks/use-list-export';
import { matrixExportColumns } from './compliance-csv';
import { AccessNote } from '../../components/access-note';
import { toastSaved } from '../activity';
import { Button } from '../../components/ui/button';
import { FormDialog, preloadFormDialog } from '../../components/ui/form-dialog';
import { canEditCatalogue } from '../../domain/access';
import { isolate } from '../../domain/bidi';
import { lazyPart, preloadOn } from '../../loading';
import { useDrafts } from '../../hooks/use-drafts';
import { useReopenDraft } from '../../hooks/use-reopen-draft';
import { useSubmit } from '../../hooks/use-submit';
import { trainingOptions } from '../../hooks/training-sources';
import { requirementOf, type RequirementValues } from './requirement-values';
import { scopeChoices } from './scope-choices';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { isComplianceStatus, MATRIX_PAGE_SIZES, type MatrixColumn, type MatrixPage, type MatrixQuery } from '../../domain/compliance-matrix';
import { isIsoDate, localToday } from '../../domain/training';
import { employeePath, useDetailLink } from '../../hooks/detail-navigation';
import { useAccess, useNotificationsRef } from '../../hooks/shell-context';
import { useNodeFilterOptions } from '../../hooks/use-node-choices';
import { useResource } from '../../hooks/use-resource';
import { useServerList } from '../../hooks/use-server-list';
import type { ListView, ListViewSpec } from '../../machines/list-view';
import { slices } from '../../machines/slices';
import { ComplianceMatrixList, MATRIX_FILTERS, MATRIX_SORTS } from './compliance-matrix-list';
import { SavedViews } from '../saved-views';

const spec: ListViewSpec = {
  filterKeys: MATRIX_FILTERS,
  sortKeys: MATRIX_SORTS,
  pageSizes: MATRIX_PAGE_SIZES,
  filterChecks: { status: isComplianceStatus, asOf: isIsoDate },
};

/** The server's matrix query for a list view: its day (today when none is chosen), filters, order and page. */
function queryOf(view: ListView): MatrixQuery {
  const status = view.filters.status ?? '';
  return {
    asOf: view.filters.asOf ?? localToday(),
    employeeId: null,
    departmentId: view.filters.department ?? null,
    designationId: view.filters.designation ?? null,
    workCenterId: view.filters.workCenter ?? null,
    status: isComplianceStatus(status) ? status : null,
    search: view.searchTerm,
    sort: view.sort?.column === 'gaps' ? 'gaps' : 'name',
    descending: view.sort?.direction === 'descending',
    pageNumber: view.pageNumber,
    pageSize: view.pageSize,
  };
}
const fetchMatrix = (view: ListView) => fetchComplianceMatrix(queryOf(view));

// The form (react-hook-form) loads with its dialog, on first open, or as the admin heads for New requirement.
const requirementForm = lazyPart(() => import('./requirement-form').then((module) => module.RequirementForm));
const RequirementForm = requirementForm.Component;
const preloadNewRequirement = () => Promise.all([preloadFormDialog(), requirementForm.preload()]);
/** The draft of a requirement being added. */
const NEW_REQUIREMENT_DRAFT = 'requirement:new';
/**
 * /compliance (sidebar, under Training): who holds the trainings their requirements name, on today
 * or any past day. The day, filters, order and page live in the URL, so a view is shared by its link
 * and survives a reload. A row opens the employee's page, where a gap is fixed (Schedule, Record a
 * completion). Each caller sees the employees of their scope (a manager, their department). An
 * admin adds a requirement with New requirement; others are told who does.
 */
export default function ComplianceRoute() {
  const intl = useIntl();
  const detailLink = useDetailLink();
  const access = useAccess();
  const notificationsRef = useNotificationsRef();
  const list = useServerList({ spec, fetchPage: fetchMatrix, defaultSort: { column: 'name', direction: 'ascending' } });
  const page = list.page as MatrixPage | null;
  const departments = useResource(slices.departmentData);
  const filterOptions = useNodeFilterOptions(list.view.filters.department);
  const employeeLink = useCallback((id: string) => detailLink(employeePath(id)), [detailLink]);
  const summary = page ? { share: page.share ?? null, gaps: page.counts.missing + page.counts.expired } : null;
  // The export's columns are the trainings of the rows it read: kept from the read for the writer.
  const exportedColumns = useRef<MatrixColumn[]>([]);
  const listExport = useListExport(
    `compliance-${queryOf(list.view).asOf}`,
    async () => {
      const whole = await fetchWholeMatrix(queryOf(list.view));
      exportedColumns.current = whole.columns;
      return whole.rows;
    },
    (intl) => matrixExportColumns(intl, exportedColumns.current),
  );
  const catalogue = useResource(slices.trainingData);
  const drafts = useDrafts();
  const [adding, setAdding] = useState(false);
  const add = useSubmit(
    (values: RequirementValues) => createRequirement(requirementOf(values)),
    (requirement) => {
      drafts.remove(NEW_REQUIREMENT_DRAFT);
      setAdding(false);
      const training = catalogue.list.find((candidate) => candidate.id === requirement.trainingId);
      const changed = () => {
        list.actorRef.send({ type: 'list.refresh' });
        // Its gaps are notifications of their own.
        notificationsRef.send({ type: 'notifications.load' });
      };
      toastSaved(
        intl,
        intl.formatMessage({ id: 'requirement.saved' }, { training: isolate(training?.title ?? requirement.trainingId) }),
        { kind: 'requirement', ...requirement },
        changed,
      );
      changed();
    },
  );
  // A requirement typed when the session ended or the page reloaded is offered back here.
  useReopenDraft(canEditCatalogue(access) ? NEW_REQUIREMENT_DRAFT : null, () => setAdding(true));
  const closeAdding = () => {
    setAdding(false);
    add.reset();
  };
  const designations = useResource(slices.designationData);
  const workCenters = useResource(slices.workCenterData);
  const scopes = useMemo(() => scopeChoices(departments.list, designations.list, workCenters.list), [departments.list, designations.list, workCenters.list]);

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'nav.compliance' })}
        description={intl.formatMessage({ id: 'compliance.description' })}
        actions={
          canEditCatalogue(access) ? (
            <Button onPress={() => setAdding(true)} {...preloadOn(preloadNewRequirement)}>
              {intl.formatMessage({ id: 'requirement.new' })}
            </Button>
          ) : (
            <AccessNote access={access} action="editRequirements" />
          )
        }
      />
      <Card>
        <ComplianceMatrixList
          {...list.controls}
          views={<SavedViews list="compliance" />}
          columns={page?.columns ?? []}
          rows={list.rows}
          summary={summary}
          asOf={page?.asOf ?? localToday()}
          filterOptions={filterOptions}
          employeeLink={employeeLink}
          listExport={listExport}
        />
      </Card>
      <FormDialog title={intl.formatMessage({ id: 'requirement.new' })} isOpen={adding} onOpenChange={(open) => !open && closeAdding()}>
        <RequirementForm
          trainings={trainingOptions(catalogue.list)}
          scopes={scopes}
          today={localToday()}
          onSubmit={add.run}
          onCancel={closeAdding}
          isSubmitting={add.isSubmitting}
          submitError={add.error}
          draftId={NEW_REQUIREMENT_DRAFT}
        />
      </FormDialog>
    </>
  );
}
