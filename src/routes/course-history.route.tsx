import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { trainingApi } from '../api/training';
import { Card } from '../components/card';
import { PageHeader } from '../components/page-header';
import { toast } from '../components/toast';
import { CourseHistoryList, HISTORY_FILTERS, HISTORY_SORTS } from '../components/training/course-history-list';
import { statusLabels } from '../components/training/status-badge';
import { toCsv, type CsvColumn } from '../domain/csv';
import { fullName, isIsoDate, isTrainingStatus, localToday } from '../domain/training';
import type { RecordExportRow } from '../domain/training-index';
import { PAGE_SIZES, viewToRequest, type ListView, type ListViewSpec } from '../machines/list-view';
import { slices } from '../machines/slices';
import { employeePath, useOpenDetail } from './detail-navigation';
import { downloadText } from './download';
import { trainingOptions } from './training-sources';
import { useResource, useResourceItem } from './use-resource';
import { useServerList } from './use-server-list';
import { useSubmit } from './use-submit';

const spec: ListViewSpec = {
  filterKeys: HISTORY_FILTERS,
  sortKeys: HISTORY_SORTS,
  pageSizes: PAGE_SIZES,
  filterChecks: { status: isTrainingStatus, from: isIsoDate, to: isIsoDate },
};
const pickerSpec: ListViewSpec = { filterKeys: [], sortKeys: [], pageSizes: [10] };
const fetchRecords = (view: ListView) => trainingApi.records(viewToRequest(view));
const fetchEmployees = (view: ListView) => trainingApi.employees(viewToRequest(view));

/** The CSV columns of the export, headed in the active language; dates stay ISO so spreadsheets read them. */
function csvColumns(intl: IntlShape): CsvColumn<RecordExportRow>[] {
  const t = intl.formatMessage;
  return [
    { header: t({ id: 'csv.employeeCode' }), value: (row) => row.employeeCode },
    { header: t({ id: 'history.employee' }), value: (row) => row.employeeName },
    { header: t({ id: 'employee.department' }), value: (row) => row.department },
    { header: t({ id: 'csv.trainingCode' }), value: (row) => row.trainingCode },
    { header: t({ id: 'history.training' }), value: (row) => row.trainingTitle },
    { header: t({ id: 'history.scheduled' }), value: (row) => row.scheduledDate },
    { header: t({ id: 'history.completed' }), value: (row) => row.completionDate },
    { header: t({ id: 'history.expires' }), value: (row) => row.expiryDate },
    { header: t({ id: 'history.score' }), value: (row) => row.score },
    { header: t({ id: 'history.status' }), value: (row) => t({ id: statusLabels[row.status] }) },
  ];
}

/**
 * §2 Employee course history (the sidebar's exact-match entry): every
 * training record, filtered by employee, training, status and date range on the
 * server, with the view in the URL; "Export CSV" downloads every record the
 * view matches, not only the page shown.
 */
export default function CourseHistoryRoute() {
  const intl = useIntl();
  const openDetail = useOpenDetail();
  const history = useServerList({ spec, fetchPage: fetchRecords, defaultSort: { column: 'date', direction: 'descending' } });
  const catalogue = useResource(slices.trainingData);

  // The employee filter: the picker searches the server as the user types; a shared link names the employee by id.
  const employeeId = history.controls.filters.employee ?? null;
  const [typed, setTyped] = useState<string | null>(null);
  const picker = useServerList({ spec: pickerSpec, fetchPage: fetchEmployees, defaultSort: { column: 'name', direction: 'ascending' }, inUrl: false });
  const chosen = useResourceItem(slices.employeeData, employeeId);
  const chosenName = employeeId && chosen.item?.id === employeeId ? `${chosen.item.firstName} ${chosen.item.lastName} · ${chosen.item.code}` : '';

  const exporting = useSubmit(
    async (view: ListView) => {
      const rows = await trainingApi.exportRecords(viewToRequest(view));
      downloadText(toCsv(rows, csvColumns(intl)), `course-history-${localToday()}.csv`);
      return rows.length;
    },
    (count) => toast(intl.formatMessage({ id: 'history.exported' }, { count }), 'success'),
  );

  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.courseHistory' })} description={intl.formatMessage({ id: 'courseHistory.description' })} />
      <Card>
        <CourseHistoryList
          {...history.controls}
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
          onExport={() => exporting.run(history.view)}
          isExporting={exporting.isSubmitting}
          exportError={exporting.error}
          onOpenEmployee={(id) => openDetail(employeePath(id))}
        />
      </Card>
    </>
  );
}
