import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { DepartmentCompliance } from '../../domain/training-stats';
import { lazyPart } from '../../loading';
import { chartHeight } from './compliance-chart-size';
import { ChartPanel } from '../../components/charts/chart-panel';
import type { LoadStateProps } from '../../components/ui/state-panel';
import styles from '../../components/charts/chart-panel.module.css';

const complianceBars = lazyPart(() => import('./compliance-bars').then((module) => module.default));

export interface ComplianceChartProps extends LoadStateProps {
  departments: DepartmentCompliance[];
}

/**
 * Compliance by department as a bar chart in a {@link ChartPanel}, with the same figures as a
 * table. The chart library (uPlot) loads only when the chart shows.
 */
export function ComplianceChart({ departments, isLoading, error, onRetry }: ComplianceChartProps) {
  const intl = useIntl();
  const percent = useCallback((value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 }), [intl]);
  const share = (value: number | null) => (value === null ? intl.formatMessage({ id: 'kpi.none' }) : percent(value));
  const title = intl.formatMessage({ id: 'compliance.title' });
  const summary = intl.formatMessage(
    { id: 'compliance.summary' },
    {
      list: intl.formatList(
        departments.map((department) => `${department.name} ${share(department.compliance)}`),
        { type: 'unit' },
      ),
    },
  );

  return (
    <ChartPanel
      title={title}
      hint={intl.formatMessage({ id: 'compliance.chartHint' })}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      isEmpty={!departments.length}
      emptyMessage={intl.formatMessage({ id: 'compliance.empty' })}
      chartHeight={chartHeight(departments.length)}
      chart={<complianceBars.Component departments={departments} summary={summary} formatPercent={percent} />}
      table={
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'compliance.department' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'status.valid' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'status.expiring' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'status.expired' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'status.missing' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'compliance.rate' })}</th>
            </tr>
          </thead>
          <tbody>
            {departments.map((department) => (
              <tr key={department.departmentId}>
                <th scope="row">{department.name}</th>
                <td>{intl.formatNumber(department.valid)}</td>
                <td>{intl.formatNumber(department.expiring)}</td>
                <td>{intl.formatNumber(department.expired)}</td>
                <td>{intl.formatNumber(department.missing)}</td>
                <td>{share(department.compliance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
