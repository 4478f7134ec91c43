import type { IntlShape } from 'react-intl';
import { complianceLabels } from '../../components/training/compliance-cell';
import type { MatrixColumn, MatrixRow } from '../../domain/compliance-matrix';
import type { ExportColumn } from '../../domain/csv';

/**
 * The columns of the matrix's export, headed in the active language: the employee (name, code,
 * department), their gaps, then a column per required training ("title (code)") holding the
 * status in words, empty where the training is not required of them.
 */
export function matrixExportColumns(intl: IntlShape, trainings: readonly MatrixColumn[]): ExportColumn<MatrixRow>[] {
  const t = intl.formatMessage;
  return [
    { header: t({ id: 'history.employee' }), value: (row) => row.name },
    { header: t({ id: 'csv.employeeCode' }), value: (row) => row.code },
    { header: t({ id: 'employee.department' }), value: (row) => row.department },
    { header: t({ id: 'compliance.gaps' }), value: (row) => row.gaps },
    ...trainings.map((training, index): ExportColumn<MatrixRow> => ({
      header: `${training.title} (${training.code})`,
      value: (row) => {
        const status = row.statuses[index];
        return status ? t({ id: complianceLabels[status] }) : '';
      },
    })),
  ];
}
