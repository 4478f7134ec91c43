import { useIntl } from 'react-intl';
import type { IsoDate } from '../../domain/training';
import type { RecordRow } from '../../domain/training-index';
import type { DataColumn } from '../../components/ui/data-table';
import { useFormatDate } from '../../components/training/format';
import { isNarrowed, ListFrame, type ListControls } from '../../components/ui/list-frame';
import type { SelectOption } from '../../components/ui/select-field';
import { StatusBadge, useStatusOptions } from '../../components/training/status-badge';
import { EmployeeCell } from '../../components/ui/two-line-cell';

export interface TrainingHoldersListProps extends ListControls {
  /** The current page of the training's current records (one per employee). */
  rows: RecordRow[];
  /** Choices of the department filter. */
  departmentOptions: readonly SelectOption[];
  /** Opens an employee (called with the employee id). */
  onOpenEmployee: (employeeId: string) => void;
}

/** The filter keys of a training's employee list (also its URL keys). */
export const HOLDER_FILTERS = ['status', 'department'] as const;
/** Its sortable columns (the server's sort keys). */
export const HOLDER_SORTS = ['employee', 'scheduledDate', 'completionDate', 'expiryDate', 'score', 'status'] as const;

/** The employees who hold or are scheduled for one training, and where each stands (/trainings/:id). */
export function TrainingHoldersList({ rows, departmentOptions, onOpenEmployee, ...controls }: TrainingHoldersListProps) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const statusOptions = useStatusOptions();
  const t = intl.formatMessage;
  const date = (value: IsoDate | null) => (value ? formatDate(value) : '—');
  const columns: DataColumn<RecordRow>[] = [
    {
      id: 'employee',
      header: t({ id: 'history.employee' }),
      isRowHeader: true,
      sortable: true,
      cell: ({ employee }) => <EmployeeCell employee={employee} />,
    },
    { id: 'scheduledDate', header: t({ id: 'history.scheduled' }), width: 9, foldOrder: 2, sortable: true, cell: ({ record }) => date(record.scheduledDate) },
    { id: 'completionDate', header: t({ id: 'history.completed' }), width: 9, foldOrder: 3, sortable: true, cell: ({ record }) => date(record.completionDate) },
    {
      id: 'expiryDate',
      header: t({ id: 'history.expires' }),
      width: 9,
      foldOrder: 4,
      sortable: true,
      cell: ({ record }) => (record.completionDate ? (record.expiryDate ? formatDate(record.expiryDate) : t({ id: 'history.never' })) : '—'),
    },
    { id: 'score', header: t({ id: 'history.score' }), width: 6, foldOrder: 1, sortable: true, align: 'end', cell: ({ record }) => (record.score === null ? '—' : intl.formatNumber(record.score)) },
    { id: 'status', header: t({ id: 'history.status' }), width: 9, sortable: true, cell: ({ status }) => <StatusBadge status={status} /> },
  ];

  return (
    <ListFrame
      {...controls}
      label={t({ id: 'holders.table' })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.record.id}
      onRowAction={(recordId) => {
        const row = rows.find((candidate) => candidate.record.id === recordId);
        if (row) onOpenEmployee(row.employee.id);
      }}
      searchPlaceholder={t({ id: 'holders.searchPlaceholder' })}
      selects={[
        { key: 'status', label: t({ id: 'history.status' }), options: statusOptions },
        { key: 'department', label: t({ id: 'employee.department' }), options: departmentOptions },
      ]}
      emptyMessage={t({ id: isNarrowed(controls) ? 'holders.noMatch' : 'holders.none' })}
    />
  );
}
