import type { IntlShape } from 'react-intl';
import { statusLabels } from '../components/training/status-badge';
import { toCsv, type CsvColumn } from '../domain/csv';
import type { ImportColumns } from '../domain/import-csv';
import type { RecordExportRow } from '../domain/training-index';

/** The CSV columns of the export, headed in the active language; dates stay ISO so spreadsheets read them. */
export function csvColumns(intl: IntlShape): CsvColumn<RecordExportRow>[] {
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

/** Where the import finds its columns in a file: the export's headers in the active language, else the export's positions (issue 18). */
export function importColumns(intl: IntlShape): ImportColumns {
  const headers = csvColumns(intl).map((column) => column.header);
  const positions = { employeeCode: 0, trainingCode: 3, scheduledDate: 5, completionDate: 6, expiryDate: 7, score: 8 };
  return {
    headers: {
      employeeCode: [headers[positions.employeeCode]!],
      trainingCode: [headers[positions.trainingCode]!],
      scheduledDate: [headers[positions.scheduledDate]!],
      completionDate: [headers[positions.completionDate]!],
      expiryDate: [headers[positions.expiryDate]!],
      score: [headers[positions.score]!],
    },
    exportLayout: { count: headers.length, positions },
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
