import { useIntl } from 'react-intl';
import type { ComplianceStatus } from '../../domain/compliance';
import type { MatrixColumn, MatrixRow } from '../../domain/compliance-matrix';
import { STATUS_URGENCY } from '../../domain/compliance-matrix';
import type { DataColumn, RowLink } from '../../components/ui/data-table';
import { isNarrowed, ListFrame, type ListControls } from '../../components/ui/list-frame';
import type { ListExport } from '../../components/ui/list-export';
import type { SelectOption } from '../../components/ui/select-field';
import { DateField } from '../../components/ui/date-field';
import { ComplianceCell, complianceLabels } from '../../components/training/compliance-cell';
import styles from './compliance-matrix.module.css';

export interface ComplianceMatrixListProps extends ListControls {
  /** The required trainings, one column each, in the server's order. */
  columns: MatrixColumn[];
  /** The current page of employees. */
  rows: MatrixRow[];
  /** The share 0–1 of owed pairs held, and the gaps, over every row the filters keep; `null` before the first page. */
  summary: { share: number | null; gaps: number } | null;
  /** The day shown (ISO), today unless the view names one. */
  asOf: string;
  departmentOptions: readonly SelectOption[];
  /** The link to an employee's page, by id: their records, Schedule and Record a completion. */
  employeeLink: (employeeId: string) => RowLink;
  /** CSV and Excel of every row the view keeps, for the day shown. */
  listExport?: ListExport;
}

/** The filter keys of the matrix (also its URL keys). */
export const MATRIX_FILTERS = ['department', 'status', 'asOf'] as const;
/** Its sortable columns: by name (the default), or by number of gaps (descending: most first). */
export const MATRIX_SORTS = ['name', 'gaps'] as const;

/**
 * The compliance matrix: employees by row, the required trainings by column, each cell the
 * employee's status for it on the day shown (`—` where the training is not required of them), with
 * the gaps of each row. Filtered by department, a status some cell has, and a search; sorted by name
 * or gaps; paged. The table scrolls sideways under the employees' names. Above it, the compliance
 * figure over requirements and the number of gaps.
 */
export function ComplianceMatrixList({
  columns: trainings,
  rows,
  summary,
  asOf,
  departmentOptions,
  employeeLink,
  listExport,
  ...controls
}: ComplianceMatrixListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const statusOptions: SelectOption[] = STATUS_URGENCY.map((status: ComplianceStatus) => ({ id: status, name: t({ id: complianceLabels[status] }) }));
  const columns: DataColumn<MatrixRow>[] = [
    {
      id: 'name',
      header: t({ id: 'history.employee' }),
      isRowHeader: true,
      sortable: true,
      width: 14,
      cell: (row) => (
        <span className={styles.column}>
          {row.name}
          <span className={styles.columnTitle}>
            {row.code} · {row.department}
          </span>
        </span>
      ),
    },
    {
      id: 'gaps',
      header: t({ id: 'compliance.gaps' }),
      sortable: true,
      align: 'end',
      width: 7,
      cell: (row) => row.gaps,
    },
    ...trainings.map((training, index): DataColumn<MatrixRow> => ({
      id: training.trainingId,
      header: training.title,
      headerNote: training.code,
      width: 11,
      cell: (row) => {
        const status = row.statuses[index];
        return status ? (
          <ComplianceCell status={status} employee={row.name} training={training.title} />
        ) : (
          <span className={styles.notRequired}>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t({ id: 'compliance.cell' }, { employee: row.name, training: training.title, status: '—' })}</span>
          </span>
        );
      },
    })),
  ];
  const percent = summary?.share == null ? '—' : intl.formatNumber(summary.share, { style: 'percent', maximumFractionDigits: 1 });

  return (
    <>
      {summary ? (
        <p className={styles.summary} role="status">
          {t({ id: 'compliance.matrixSummary' }, { share: percent, gaps: summary.gaps })}
        </p>
      ) : null}
      <ListFrame
        {...controls}
        scrolls
        listExport={listExport}
        label={t({ id: 'compliance.table' })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.employeeId}
        rowLink={(row) => employeeLink(row.employeeId)}
        searchPlaceholder={t({ id: 'compliance.searchPlaceholder' })}
        selects={[
          { key: 'department', label: t({ id: 'employee.department' }), options: departmentOptions },
          { key: 'status', label: t({ id: 'history.status' }), options: statusOptions },
        ]}
        extraFilters={
          <DateField
            label={t({ id: 'compliance.asOf' })}
            value={controls.filters.asOf ?? asOf}
            onChange={(value) => controls.onFilterChange('asOf', value || null)}
          />
        }
        // The day is no filter of the people: with none else, nobody being bound that day is what it says.
        emptyMessage={t({ id: isNarrowed({ search: controls.search, filters: { ...controls.filters, asOf: '' } }) ? 'compliance.noMatch' : 'compliance.none' })}
      />
    </>
  );
}
