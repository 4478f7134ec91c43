import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { employeesApi } from '../../api/employees';
import { EMPLOYEE_FILTERS, EMPLOYEE_SORTS, EmployeesList } from './employees-list';
import { Button } from '../../components/ui/button';
import { isTrainingStatus } from '../../domain/training';
import { PAGE_SIZES, viewToRequest, type ListView, type ListViewSpec } from '../../machines/list-view';
import { employeePath, useDetailLink } from '../../hooks/detail-navigation';
import { employeeDraftId } from './employee-draft';
import { lazyPart, OnFirstOpen, preloadOn } from '../../loading';
import { useReopenDraft } from '../../hooks/use-reopen-draft';
import { useAccess } from '../../hooks/shell-context';
import { canWrite } from '../../domain/access';
import { ExpiringTrainingsFromNotifications } from './expiring-trainings';
import { useNodeFilterOptions } from '../../hooks/use-node-choices';
import { useServerList } from '../../hooks/use-server-list';
import { useListExport } from '../../hooks/use-list-export';
import { employeeCsvColumns } from './employees-csv';
import { AccessNote } from '../../components/access-note';
import { SavedViews } from '../saved-views';

const spec: ListViewSpec = { filterKeys: EMPLOYEE_FILTERS, sortKeys: EMPLOYEE_SORTS, pageSizes: PAGE_SIZES, filterChecks: { status: isTrainingStatus } };
const fetchEmployees = (view: ListView) => employeesApi.list(viewToRequest(view));
// Only 'New employee' (or a draft of a new one) opens it, so its code is not part of the list's first load.
const formDialog = lazyPart(() => import('./employee-form-dialog').then((module) => module.EmployeeFormDialog));

/**
 * §2 /employees: every employee with where their trainings stand,
 * searched, filtered, sorted and paged on the server; the view lives in the URL.
 * A row opens the employee's page. A notification click opens the
 * 'Upcoming Expiring Trainings' modal here (§4). 'New employee' adds one
 * (§11; admins and managers, §10); the list then reloads.
 */
export default function EmployeesRoute() {
  const intl = useIntl();
  const detailLink = useDetailLink();
  const [adding, setAdding] = useState(false);
  const closeAdding = () => setAdding(false);
  const access = useAccess();
  useReopenDraft(canWrite(access) ? employeeDraftId() : null, () => setAdding(true));
  const { controls, rows, actorRef, view } = useServerList({ spec, fetchPage: fetchEmployees, defaultSort: { column: 'name', direction: 'ascending' } });
  const listExport = useListExport('employees', () => employeesApi.exportAll(viewToRequest(view)), employeeCsvColumns);
  // Stable while nothing they are built from changes, so the memoized table is not drawn again for them.
  const employeeLink = useCallback((id: string) => detailLink(employeePath(id)), [detailLink]);
  const options = useNodeFilterOptions(controls.filters.department);

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'nav.employees' })}
        description={intl.formatMessage({ id: 'employees.description' })}
        actions={
          canWrite(access) ? (
            <Button onPress={() => setAdding(true)} {...preloadOn(formDialog.preload)}>
              {intl.formatMessage({ id: 'employees.new' })}
            </Button>
          ) : (
            <AccessNote access={access} action="write" />
          )
        }
      />
      <Card>
        <EmployeesList
          {...controls}
          views={<SavedViews list="employees" />}
          rows={rows}
          options={options}
          employeeLink={employeeLink}
          listExport={listExport}
        />
      </Card>
      <OnFirstOpen isOpen={adding} onClose={closeAdding}>
        <formDialog.Component isOpen={adding} onClose={closeAdding} onSaved={() => actorRef.send({ type: 'list.refresh' })} />
      </OnFirstOpen>
      <ExpiringTrainingsFromNotifications />
    </>
  );
}
