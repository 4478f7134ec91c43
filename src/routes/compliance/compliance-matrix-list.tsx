import { useIntl } from 'react-intl';
import type { ComplianceStatus } from '../../domain/compliance';
import type { MatrixColumn, MatrixRow } from '../../domain/compliance-matrix';
import { STATUS_URGENCY } from '../../domain/compliance-matrix';
import type { RowLink } from '../../components/ui/data-table';
import { isNarrowed, ListFrame, type ListControls } from '../../components/ui/list-frame';
import type { ListExport } from '../../components/ui/list-export';
import type { SelectOption } from '../../components/ui/select-field';
import { DateField } from '../../components/ui/date-field';
import { localToday } from '../../domain/training';
import { complianceLabels } from '../../components/training/compliance-cell';
import { ComplianceGrid } from './compliance-grid';
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
  /** Choices of the department, designation and work center filters. */
  filterOptions: { departments: readonly SelectOption[]; designations: readonly SelectOption[]; workCenters: readonly SelectOption[] };
  /** The link to an employee's page, by id: their records, Schedule and Record a completion. */
  employeeLink: (employeeId: string) => RowLink;
  /** CSV and Excel of every row the view keeps, for the day shown. */
  listExport?: ListExport;
}

/** The filter keys of the matrix (also its URL keys). */
export const MATRIX_FILTERS = ['department', 'designation', 'workCenter', 'status', 'asOf'] as const;
/** Its sortable columns: by name (the default), or by number of gaps (descending: most first). */
export const MATRIX_SORTS = ['name', 'gaps'] as const;

/**
 * The compliance matrix: employees by row, the required trainings by column, each cell the
 * employee's status for it on the day shown (`—` where the training is not required of them), with
 * the gaps of each row. Filtered by department, designation, work center, a status some cell has, and a search; sorted by name
 * or gaps; paged. The table scrolls sideways under the employees' names. Above it, the compliance
 * figure over requirements and the number of gaps.
 */
export function ComplianceMatrixList({
  columns: trainings,
  rows,
  summary,
  asOf,
  filterOptions,
  employeeLink,
  listExport,
  ...controls
}: ComplianceMatrixListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const statusOptions: SelectOption[] = STATUS_URGENCY.map((status: ComplianceStatus) => ({ id: status, name: t({ id: complianceLabels[status] }) }));
  const percent = summary?.share == null ? '—' : intl.formatNumber(summary.share, { style: 'percent', maximumFractionDigits: 1 });

  return (
    <>
      {/* In place before the first page too (empty), so the figure arriving moves nothing under it. */}
      <p className={styles.summary} role="status">
        {summary ? t({ id: 'compliance.matrixSummary' }, { share: percent, gaps: summary.gaps }) : null}
      </p>
      <ListFrame
        {...controls}
        listExport={listExport}
        table={
          <ComplianceGrid
            label={t({ id: 'compliance.table' })}
            trainings={trainings}
            rows={rows}
            total={controls.total}
            firstRow={(controls.pageNumber - 1) * controls.pageSize}
            sort={controls.sort}
            onSortChange={controls.onSortChange}
            employeeLink={employeeLink}
            canFix={asOf === localToday()}
            isLoading={controls.isLoading}
            error={controls.error}
            onRetry={controls.onRetry}
            // The day is no filter of the people: with none else, nobody being bound that day is what it says.
            emptyMessage={t({
              id: isNarrowed({ search: controls.search, filters: { ...controls.filters, asOf: '' } }) ? 'compliance.noMatch' : 'compliance.none',
            })}
          />
        }
        searchPlaceholder={t({ id: 'compliance.searchPlaceholder' })}
        selects={[
          { key: 'department', label: t({ id: 'employee.department' }), options: filterOptions.departments },
          { key: 'designation', label: t({ id: 'employee.designation' }), options: filterOptions.designations },
          { key: 'workCenter', label: t({ id: 'employee.workCenter' }), options: filterOptions.workCenters },
          { key: 'status', label: t({ id: 'history.status' }), options: statusOptions },
        ]}
        extraFilters={
          <DateField
            label={t({ id: 'compliance.asOf' })}
            value={controls.filters.asOf ?? asOf}
            onChange={(value) => controls.onFilterChange('asOf', value || null)}
          />
        }
      />
    </>
  );
}
