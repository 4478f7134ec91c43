import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { EmployeeRow } from '../../domain/training-rows';
import type { DataColumn, RowLink } from '../../components/ui/data-table';
import { useFormatDate } from '../../components/training/format';
import type { ListExport } from '../../components/ui/list-export';
import { isNarrowed, ListFrame, type ListControls } from '../../components/ui/list-frame';
import type { SelectOption } from '../../components/ui/select-field';
import { StatusBadge, useStatusOptions, useWidestStatus } from '../../components/training/status-badge';
import { EmployeeCell, TwoLineCell } from '../../components/ui/two-line-cell';
import styles from '../../components/ui/lists.module.css';

export interface EmployeesListProps extends ListControls {
  /** The current page of employees. */
  rows: EmployeeRow[];
  /** Choices of the department, designation and work center filters. */
  options: { departments: readonly SelectOption[]; designations: readonly SelectOption[]; workCenters: readonly SelectOption[] };
  /** The link to an employee's page, by the employee id. */
  employeeLink: (employeeId: string) => RowLink;
  /** The CSV export of every row the search and filters match (a bar above the filters). */
  listExport?: ListExport;
}

/** The filter keys of the employees list (also its URL keys). */
export const EMPLOYEE_FILTERS = ['department', 'designation', 'workCenter', 'status'] as const;
/** Its sortable columns (the server's sort keys). */
export const EMPLOYEE_SORTS = ['name', 'department', 'workCenter', 'hireDate', 'status'] as const;

const employeeKey = (row: EmployeeRow) => row.employee.id;

/**
 * The employees page's list: search by name, code or email; filters
 * by department, designation, work center and status; sortable columns; the
 * status is the most urgent of the employee's trainings, with the count of those
 * expiring or expired beside it.
 */
export function EmployeesList({ rows, options, employeeLink, ...controls }: EmployeesListProps) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const statusOptions = useStatusOptions();
  const widestBadge = useWidestStatus();
  const t = intl.formatMessage;
  // The same columns while the language stays, so the memoized table is not drawn again when only the filters' options change.
  const columns = useMemo(
    (): DataColumn<EmployeeRow>[] => [
      {
        id: 'name',
        header: t({ id: 'employees.name' }),
        isRowHeader: true,
        sortable: true,
        cell: ({ employee }) => <EmployeeCell employee={employee} />,
      },
      {
        id: 'department',
        header: t({ id: 'employee.department' }),
        width: 13,
        foldOrder: 2,
        sortable: true,
        cell: ({ department, designation }) => <TwoLineCell main={department.name} detail={designation.name} />,
      },
      { id: 'workCenter', header: t({ id: 'employee.workCenter' }), width: 11, foldOrder: 1, sortable: true, cell: (row) => row.workCenter.name },
      { id: 'hireDate', header: t({ id: 'employee.hireDate' }), width: 9, foldOrder: 3, sortable: true, cell: ({ employee }) => formatDate(employee.hireDate) },
      {
        id: 'status',
        header: t({ id: 'employees.status' }),
        width: 9,
        widestBadge,
        sortable: true,
        cell: ({ status, counts, employee }) => (
          <span className={styles.statusCell}>
            {status ? <StatusBadge status={status} /> : <span className={styles.secondary}>{t({ id: 'employees.noTrainings' })}</span>}
            {counts.expiring + counts.expired > 1 ? (
              <span className={styles.secondary}>{t({ id: 'employees.attention' }, { count: counts.expiring + counts.expired })}</span>
            ) : null}
            {!employee.active ? <span className={styles.inactive}>{t({ id: 'employee.inactive' })}</span> : null}
          </span>
        ),
      },
    ],
    [t, formatDate, widestBadge],
  );

  return (
    <ListFrame
      {...controls}
      label={t({ id: 'employees.table' })}
      columns={columns}
      rows={rows}
      rowKey={employeeKey}
      rowLink={(row) => employeeLink(row.employee.id)}
      selects={[
        { key: 'department', label: t({ id: 'employee.department' }), options: options.departments },
        { key: 'designation', label: t({ id: 'employee.designation' }), options: options.designations },
        { key: 'workCenter', label: t({ id: 'employee.workCenter' }), options: options.workCenters },
        { key: 'status', label: t({ id: 'employees.status' }), options: statusOptions },
      ]}
      emptyMessage={t({ id: isNarrowed(controls) ? 'employees.noMatch' : 'employees.none' })}
    />
  );
}
