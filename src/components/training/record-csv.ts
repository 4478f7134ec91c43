import type { IntlShape } from 'react-intl';
import type { ExportColumn } from '../../domain/csv';
import type { ImportField } from '../../domain/record-import';
import type { RecordExportRow } from '../../domain/training-rows';
import { statusLabels } from './status-badge';

/** A record's CSV column, and which import field it carries, if any. */
export type RecordExportColumn = ExportColumn<RecordExportRow> & { field?: ImportField };

/**
 * The CSV columns of every list of training records (course history, a training's holders, an
 * employee's history), headed in the active language; dates stay ISO so spreadsheets read them.
 * The columns an import reads name their field, so the import (§10) finds them from this one list
 * and any of these exports imports back.
 */
export function recordCsvColumns(intl: IntlShape): RecordExportColumn[] {
  const t = intl.formatMessage;
  return [
    { field: 'employeeCode', header: t({ id: 'csv.employeeCode' }), value: (row) => row.employeeCode },
    { header: t({ id: 'history.employee' }), value: (row) => row.employeeName },
    { header: t({ id: 'employee.department' }), value: (row) => row.department },
    { field: 'trainingCode', header: t({ id: 'csv.trainingCode' }), value: (row) => row.trainingCode },
    { header: t({ id: 'history.training' }), value: (row) => row.trainingTitle },
    { field: 'scheduledDate', header: t({ id: 'history.scheduled' }), value: (row) => row.scheduledDate, date: true },
    { field: 'completionDate', header: t({ id: 'history.completed' }), value: (row) => row.completionDate, date: true },
    { field: 'expiryDate', header: t({ id: 'history.expires' }), value: (row) => row.expiryDate, date: true },
    { field: 'score', header: t({ id: 'history.score' }), value: (row) => row.score },
    { header: t({ id: 'history.status' }), value: (row) => t({ id: statusLabels[row.status] }) },
  ];
}
