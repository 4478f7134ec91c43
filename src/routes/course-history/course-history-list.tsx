import { useIntl } from 'react-intl';
import type { RecordRow } from '../../domain/training-rows';
import type { DataColumn, RowLink } from '../../components/ui/data-table';
import { DateField } from '../../components/ui/date-field';
import { EmployeePicker, type EmployeePickerProps } from './employee-picker';
import { useRecordColumns } from '../../components/training/record-columns';
import type { ListExport } from '../../components/ui/list-export';
import { isNarrowed, ListFrame, type ListControls } from '../../components/ui/list-frame';
import type { SelectOption } from '../../components/ui/select-field';
import { useStatusOptions } from '../../components/training/status-badge';
import { EmployeeCell, TwoLineCell } from '../../components/ui/two-line-cell';
import styles from '../../components/ui/lists.module.css';

export interface CourseHistoryListProps extends ListControls {
  /** The current page of training records. */
  rows: RecordRow[];
  /** Choices of the training filter. */
  trainingOptions: readonly SelectOption[];
  /** The employee filter (a server-searched picker; its value is `filters.employee`). */
  employeePicker: Omit<EmployeePickerProps, 'label' | 'selectedKey' | 'onSelectionChange'>;
  /** The CSV export of every record the search and filters match. */
  listExport: ListExport;
  /** The link to a record's employee, by the employee id. */
  employeeLink: (employeeId: string) => RowLink;
}

/** The filter keys of the course history (also its URL keys); `from`/`to` bound the record's date, inclusive. */
export const HISTORY_FILTERS = ['employee', 'training', 'status', 'from', 'to'] as const;
/** Its sortable columns (the server's sort keys); the default order is by date, newest first. */
export const HISTORY_SORTS = ['employee', 'training', 'scheduledDate', 'completionDate', 'expiryDate', 'score', 'status'] as const;

/**
 * Employee course history: every training record, filtered by
 * employee, training, status and date range (on the completion date, else the
 * scheduled one), sortable, and exportable as CSV with every matching row.
 */
export function CourseHistoryList({ rows, trainingOptions, employeePicker, listExport, employeeLink, ...controls }: CourseHistoryListProps) {
  const intl = useIntl();
  const statusOptions = useStatusOptions();
  const t = intl.formatMessage;
  const { filters, onFilterChange } = controls;
  const columns: DataColumn<RecordRow>[] = [
    {
      id: 'employee',
      header: t({ id: 'history.employee' }),
      isRowHeader: true,
      sortable: true,
      cell: ({ employee }) => <EmployeeCell employee={employee} />,
    },
    {
      id: 'training',
      header: t({ id: 'history.training' }),
      width: 15,
      foldOrder: 3,
      sortable: true,
      cell: ({ training }) => <TwoLineCell main={training.title} detail={training.code} isCode />,
    },
    ...useRecordColumns({ sortable: true, foldOrders: { scheduledDate: 2, completionDate: 4, expiryDate: 5, score: 1 } }),
  ];

  return (
    <ListFrame
      {...controls}
      listExport={listExport}
      label={t({ id: 'history.table' })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.record.id}
      rowLink={(row) => employeeLink(row.employee.id)}
      searchPlaceholder={t({ id: 'history.searchPlaceholder' })}
      selects={[
        { key: 'training', label: t({ id: 'history.training' }), options: trainingOptions },
        { key: 'status', label: t({ id: 'history.status' }), options: statusOptions },
      ]}
      extraFilters={
        <>
          <EmployeePicker
            {...employeePicker}
            label={t({ id: 'history.employee' })}
            selectedKey={filters.employee ?? null}
            onSelectionChange={(employeeId) => onFilterChange('employee', employeeId)}
          />
          <div className={styles.dateRange}>
            <DateField
              label={t({ id: 'history.from' })}
              value={filters.from ?? ''}
              maxValue={filters.to}
              onChange={(value) => onFilterChange('from', value || null)}
            />
            <DateField
              label={t({ id: 'history.to' })}
              value={filters.to ?? ''}
              minValue={filters.from}
              onChange={(value) => onFilterChange('to', value || null)}
            />
          </div>
        </>
      }
      emptyMessage={t({ id: isNarrowed(controls) ? 'history.noMatch' : 'history.none' })}
    />
  );
}
