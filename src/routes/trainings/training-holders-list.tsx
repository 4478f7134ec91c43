import { useIntl } from 'react-intl';
import type { RecordRow } from '../../domain/training-rows';
import type { DataColumn, RowLink } from '../../components/ui/data-table';
import { useRecordColumns } from '../../components/training/record-columns';
import type { ListExport } from '../../components/ui/list-export';
import { isNarrowed, ListFrame, type ListControls } from '../../components/ui/list-frame';
import type { SelectOption } from '../../components/ui/select-field';
import { useStatusOptions } from '../../components/training/status-badge';
import { EmployeeCell } from '../../components/ui/two-line-cell';

export interface TrainingHoldersListProps extends ListControls {
  /** The current page of the training's current records (one per employee). */
  rows: RecordRow[];
  /** Choices of the department filter. */
  departmentOptions: readonly SelectOption[];
  /** The link to an employee's page, by the employee id. */
  employeeLink: (employeeId: string) => RowLink;
  /** The CSV export of every row the search and filters match (a bar above the filters). */
  listExport?: ListExport;
}

/** The filter keys of a training's employee list (also its URL keys). */
export const HOLDER_FILTERS = ['status', 'department'] as const;
/** Its sortable columns (the server's sort keys). */
export const HOLDER_SORTS = ['employee', 'scheduledDate', 'completionDate', 'expiryDate', 'score', 'status'] as const;

/** The employees who hold or are scheduled for one training, and where each stands (/trainings/:id). */
export function TrainingHoldersList({ rows, departmentOptions, employeeLink, ...controls }: TrainingHoldersListProps) {
  const intl = useIntl();
  const statusOptions = useStatusOptions();
  const t = intl.formatMessage;
  const columns: DataColumn<RecordRow>[] = [
    {
      id: 'employee',
      header: t({ id: 'history.employee' }),
      isRowHeader: true,
      sortable: true,
      cell: ({ employee }) => <EmployeeCell employee={employee} />,
    },
    ...useRecordColumns({ sortable: true, foldOrders: { scheduledDate: 2, completionDate: 3, expiryDate: 4, score: 1 } }),
  ];

  return (
    <ListFrame
      {...controls}
      label={t({ id: 'holders.table' })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.record.id}
      rowLink={(row) => employeeLink(row.employee.id)}
      searchPlaceholder={t({ id: 'holders.searchPlaceholder' })}
      selects={[
        { key: 'status', label: t({ id: 'history.status' }), options: statusOptions },
        { key: 'department', label: t({ id: 'employee.department' }), options: departmentOptions },
      ]}
      emptyMessage={t({ id: isNarrowed(controls) ? 'holders.noMatch' : 'holders.none' })}
    />
  );
}
