import { useState } from 'react';
import { useIntl } from 'react-intl';
import { employeesApi } from '../../api/employees';
import { recordsApi } from '../../api/records';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { CourseHistoryList, HISTORY_FILTERS, HISTORY_SORTS } from './course-history-list';
import { canWrite } from '../../domain/access';
import { fullName, isIsoDate, isTrainingStatus } from '../../domain/training';
import { PAGE_SIZES, viewToRequest, type ListView, type ListViewSpec } from '../../machines/list-view';
import { slices } from '../../machines/slices';
import { employeePath, useDetailLink } from '../../hooks/detail-navigation';
import { recordCsvColumns } from '../../components/training/record-csv';
import { useAccess, useNotificationsRef } from '../../hooks/shell-context';
import { lazyPart } from '../../loading';
import { FormDialog } from '../../components/ui/form-dialog';
import { Button } from '../../components/ui/button';
import { trainingOptions } from '../../hooks/training-sources';
import { useResource, useResourceItem } from '../../hooks/use-resource';
import { useServerList } from '../../hooks/use-server-list';
import { useListExport } from '../../hooks/use-list-export';
import { AccessNote } from '../../components/access-note';
import { SavedViews } from '../saved-views';

// The import (its machine, worker client and drop zone) loads with its modal, on first open.
const ImportRecordsBody = lazyPart(() => import('./import-records-dialog').then((module) => module.ImportRecordsBody)).Component;

const spec: ListViewSpec = {
  filterKeys: HISTORY_FILTERS,
  sortKeys: HISTORY_SORTS,
  pageSizes: PAGE_SIZES,
  filterChecks: { status: isTrainingStatus, from: isIsoDate, to: isIsoDate },
};
const pickerSpec: ListViewSpec = { filterKeys: [], sortKeys: [], pageSizes: [10] };
const fetchRecords = (view: ListView) => recordsApi.list(viewToRequest(view));
const fetchEmployees = (view: ListView) => employeesApi.list(viewToRequest(view));

/**
 * §2 Employee course history (the sidebar's exact-match entry): every
 * training record, filtered by employee, training, status and date range on the
 * server, with the view in the URL; "Export CSV" downloads every record the
 * view matches, not only the page shown; "Import" (admins and managers, §10)
 * brings records in from such a file.
 */
export default function CourseHistoryRoute() {
  const intl = useIntl();
  const detailLink = useDetailLink();
  const history = useServerList({ spec, fetchPage: fetchRecords, defaultSort: { column: 'date', direction: 'descending' } });
  const catalogue = useResource(slices.trainingData);

  // The employee filter: the picker searches the server as the user types; a shared link names the employee by id.
  const employeeId = history.controls.filters.employee ?? null;
  const [typed, setTyped] = useState<string | null>(null);
  const picker = useServerList({ spec: pickerSpec, fetchPage: fetchEmployees, defaultSort: { column: 'name', direction: 'ascending' }, inUrl: false });
  const chosen = useResourceItem(slices.employeeData, employeeId);
  const chosenName = employeeId && chosen.item?.id === employeeId ? `${chosen.item.firstName} ${chosen.item.lastName} · ${chosen.item.code}` : '';

  const access = useAccess();
  const notificationsRef = useNotificationsRef();
  const [importing, setImporting] = useState(false);
  // Batches on their way: the import cannot be dismissed until they have gone.
  const [importBusy, setImportBusy] = useState(false);
  const listExport = useListExport('course-history', () => recordsApi.exportAll(viewToRequest(history.view)), recordCsvColumns);

  // Imported completions can settle expiring and expired trainings, and an undone import raise them again.
  const recordsChanged = () => {
    history.actorRef.send({ type: 'list.refresh' });
    notificationsRef.send({ type: 'notifications.load' });
  };
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'nav.courseHistory' })}
        description={intl.formatMessage({ id: 'courseHistory.description' })}
        actions={
          canWrite(access) ? (
            <Button onPress={() => setImporting(true)}>{intl.formatMessage({ id: 'history.import' })}</Button>
          ) : (
            <AccessNote access={access} action="write" />
          )
        }
      />
      <Card>
        <CourseHistoryList
          {...history.controls}
          views={<SavedViews list="course-history" />}
          onFilterChange={(key, value) => {
            if (key === 'employee' && value === null) setTyped(null);
            history.controls.onFilterChange(key, value);
          }}
          onClear={() => {
            setTyped(null);
            history.controls.onClear();
          }}
          rows={history.rows}
          trainingOptions={trainingOptions(catalogue.list)}
          employeePicker={{
            inputValue: typed ?? chosenName,
            onInputChange: (value) => {
              setTyped(value);
              picker.controls.onSearchChange(value);
            },
            items: picker.rows.map(({ employee }) => ({ id: employee.id, name: `${fullName(employee)} · ${employee.code}` })),
            isLoading: picker.controls.isLoading,
          }}
          listExport={listExport}
          employeeLink={(id) => detailLink(employeePath(id))}
        />
      </Card>
      <FormDialog
        title={intl.formatMessage({ id: 'import.title' })}
        isOpen={importing}
        isDismissable={!importBusy}
        onOpenChange={(open) => !open && setImporting(false)}
      >
        <ImportRecordsBody onClose={() => setImporting(false)} onBusyChange={setImportBusy} onImported={recordsChanged} onUndone={recordsChanged} />
      </FormDialog>
    </>
  );
}
