import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fetchComplianceMatrix } from '../../api/compliance';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { choicesInScope } from '../../domain/access';
import { isComplianceStatus, MATRIX_PAGE_SIZES, type MatrixPage, type MatrixQuery } from '../../domain/compliance-matrix';
import { isIsoDate, localToday } from '../../domain/training';
import { employeePath, useDetailLink } from '../../hooks/detail-navigation';
import { useAccess } from '../../hooks/shell-context';
import { toOptions } from '../../hooks/training-sources';
import { useResource } from '../../hooks/use-resource';
import { useServerList } from '../../hooks/use-server-list';
import type { ListView, ListViewSpec } from '../../machines/list-view';
import { slices } from '../../machines/slices';
import { ComplianceMatrixList, MATRIX_FILTERS, MATRIX_SORTS } from './compliance-matrix-list';

const spec: ListViewSpec = {
  filterKeys: MATRIX_FILTERS,
  sortKeys: MATRIX_SORTS,
  pageSizes: MATRIX_PAGE_SIZES,
  filterChecks: { status: isComplianceStatus, asOf: isIsoDate },
};

/** The server's matrix query for a list view: its day (today when none is chosen), filters, order and page. */
function queryOf(view: ListView): MatrixQuery {
  const status = view.filters.status ?? '';
  return {
    asOf: view.filters.asOf ?? localToday(),
    departmentId: view.filters.department ?? null,
    status: isComplianceStatus(status) ? status : null,
    search: view.searchTerm,
    sort: view.sort?.column === 'gaps' ? 'gaps' : 'name',
    descending: view.sort?.direction === 'descending',
    pageNumber: view.pageNumber,
    pageSize: view.pageSize,
  };
}
const fetchMatrix = (view: ListView) => fetchComplianceMatrix(queryOf(view));

/**
 * /compliance (sidebar, under Training): who holds the trainings their requirements name, on today
 * or any past day. The day, filters, order and page live in the URL, so a view is shared by its link
 * and survives a reload. A row opens the employee's page, where a gap is fixed (Schedule, Record a
 * completion). Each caller sees the employees of their scope (a manager, their department).
 */
export default function ComplianceRoute() {
  const intl = useIntl();
  const detailLink = useDetailLink();
  const { scope } = useAccess();
  const list = useServerList({ spec, fetchPage: fetchMatrix, defaultSort: { column: 'name', direction: 'ascending' } });
  const page = list.page as MatrixPage | null;
  const departments = useResource(slices.departmentData);
  const departmentOptions = useMemo(
    () => toOptions(choicesInScope(scope, { departments: departments.list, designations: [], workCenters: [] }).departments),
    [scope, departments.list],
  );
  const employeeLink = useCallback((id: string) => detailLink(employeePath(id)), [detailLink]);
  const summary = page ? { share: page.share ?? null, gaps: page.counts.missing + page.counts.expired } : null;

  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.compliance' })} description={intl.formatMessage({ id: 'compliance.description' })} />
      <Card>
        <ComplianceMatrixList
          {...list.controls}
          columns={page?.columns ?? []}
          rows={list.rows}
          summary={summary}
          asOf={page?.asOf ?? localToday()}
          departmentOptions={departmentOptions}
          employeeLink={employeeLink}
        />
      </Card>
    </>
  );
}
