import type { IntlShape } from 'react-intl';
import { statusLabels } from '../../components/training/status-badge';
import { toCsv, type CsvColumn } from '../../domain/csv';
import type { ImportColumns } from '../../domain/import-csv';
import { IMPORT_FIELDS, type ImportField } from '../../domain/record-import';
import type { RecordExportRow } from '../../domain/training-rows';

/** An export column, and which import field it carries, if any. */
type ExportColumn = CsvColumn<RecordExportRow> & { field?: ImportField };

/**
 * The CSV columns of the export, headed in the active language; dates stay ISO so spreadsheets read them.
 * The columns an import reads name their field, so the import finds them from this one list.
 */
export function csvColumns(intl: IntlShape): ExportColumn[] {
  const t = intl.formatMessage;
  return [
    { field: 'employeeCode', header: t({ id: 'csv.employeeCode' }), value: (row) => row.employeeCode },
    { header: t({ id: 'history.employee' }), value: (row) => row.employeeName },
    { header: t({ id: 'employee.department' }), value: (row) => row.department },
    { field: 'trainingCode', header: t({ id: 'csv.trainingCode' }), value: (row) => row.trainingCode },
    { header: t({ id: 'history.training' }), value: (row) => row.trainingTitle },
    { field: 'scheduledDate', header: t({ id: 'history.scheduled' }), value: (row) => row.scheduledDate },
    { field: 'completionDate', header: t({ id: 'history.completed' }), value: (row) => row.completionDate },
    { field: 'expiryDate', header: t({ id: 'history.expires' }), value: (row) => row.expiryDate },
    { field: 'score', header: t({ id: 'history.score' }), value: (row) => row.score },
    { header: t({ id: 'history.status' }), value: (row) => t({ id: statusLabels[row.status] }) },
  ];
}

/** Where the import finds its columns in a file: the export's headers in the active language, else the export's positions (§10). */
export function importColumns(intl: IntlShape): ImportColumns {
  const columns = csvColumns(intl);
  const byField = <Value>(value: (position: number) => Value) =>
    Object.fromEntries(IMPORT_FIELDS.map((field) => [field, value(columns.findIndex((column) => column.field === field))])) as Record<ImportField, Value>;
  return {
    headers: byField((position) => [columns[position]!.header]),
    exportLayout: { count: columns.length, positions: byField((position) => position) },
  };
}

/** 'Download template': the export's header row and one example row (a completion; scheduled and expires may stay empty). */
export function importTemplate(intl: IntlShape): string {
  const example: RecordExportRow = {
    id: '',
    employeeCode: 'EMP-00001',
    employeeName: '',
    department: '',
    trainingCode: 'FS-101',
    trainingTitle: '',
    scheduledDate: null,
    completionDate: '2026-01-15',
    expiryDate: null,
    score: 85,
    status: 'valid',
  };
  return toCsv([example], csvColumns(intl));
}
