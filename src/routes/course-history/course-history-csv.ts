import type { IntlShape } from 'react-intl';
import { recordCsvColumns } from '../../components/training/record-csv';
import { listSeparator, toCsv } from '../../domain/csv';
import type { ImportColumns } from '../../domain/import-csv';
import { IMPORT_FIELDS, type ImportField } from '../../domain/record-import';
import type { RecordExportRow } from '../../domain/training-rows';
import { localToday } from '../../domain/training';

/** Where the import finds its columns in a file: the export's headers in the active language, else the export's positions (§10). */
export function importColumns(intl: IntlShape): ImportColumns {
  const columns = recordCsvColumns(intl);
  const byField = <Value>(value: (position: number) => Value) =>
    Object.fromEntries(IMPORT_FIELDS.map((field) => [field, value(columns.findIndex((column) => column.field === field))])) as Record<ImportField, Value>;
  return {
    headers: byField((position) => [columns[position]!.header]),
    exportLayout: { count: columns.length, positions: byField((position) => position) },
  };
}

/**
 * 'Download template': the export's header row and one example row (a completion; scheduled and
 * expires may stay empty), completed today, so that it imports as it is: a fixed past date fell
 * before the example employee's hire date on a fresh demo seed.
 */
export function importTemplate(intl: IntlShape): string {
  const example: RecordExportRow = {
    id: '',
    employeeCode: 'EMP-00001',
    employeeName: '',
    department: '',
    trainingCode: 'FS-101',
    trainingTitle: '',
    scheduledDate: null,
    completionDate: localToday(),
    expiryDate: null,
    score: 85,
    status: 'valid',
  };
  return toCsv([example], recordCsvColumns(intl), { delimiter: listSeparator(intl.locale) });
}
