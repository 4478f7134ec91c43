import type { IntlShape } from 'react-intl';
import { statusLabels } from '../../components/training/status-badge';
import type { ExportColumn } from '../../domain/csv';
import { TRAINING_STATUSES } from '../../domain/training';
import type { EmployeeRow } from '../../domain/training-rows';

/**
 * The CSV columns of the employees list's export, headed in the active language: the employee's
 * fields (the hire date ISO, so spreadsheets read it), whether they are active, the status the list
 * shows, and how many of their current trainings are in each status.
 */
export function employeeCsvColumns(intl: IntlShape): ExportColumn<EmployeeRow>[] {
  const t = intl.formatMessage;
  return [
    { header: t({ id: 'csv.employeeCode' }), value: (row) => row.employee.code },
    { header: t({ id: 'employeeForm.firstName' }), value: (row) => row.employee.firstName },
    { header: t({ id: 'employeeForm.lastName' }), value: (row) => row.employee.lastName },
    { header: t({ id: 'employees.email' }), value: (row) => row.employee.email },
    { header: t({ id: 'employee.department' }), value: (row) => row.department.name },
    { header: t({ id: 'employee.designation' }), value: (row) => row.designation.name },
    { header: t({ id: 'employee.workCenter' }), value: (row) => row.workCenter.name },
    { header: t({ id: 'employee.hireDate' }), value: (row) => row.employee.hireDate, date: true },
    { header: t({ id: 'employees.active' }), value: (row) => t({ id: row.employee.active ? 'employees.active' : 'employees.inactive' }) },
    { header: t({ id: 'employees.status' }), value: (row) => t({ id: row.status ? statusLabels[row.status] : 'employees.noTrainings' }) },
    ...TRAINING_STATUSES.map((status): ExportColumn<EmployeeRow> => ({ header: t({ id: statusLabels[status] }), value: (row) => row.counts[status] })),
  ];
}
