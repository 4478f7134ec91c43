import { Suspense, useCallback, useId, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { DepartmentCompliance } from '../../domain/training-stats';
import { lazyPart } from '../../loading';
import { Loader } from '../../components/loader';
import { chartHeight } from './compliance-chart-size';
import { PartBoundary } from '../../components/ui/part-boundary';
import { StatePanel, type LoadStateProps } from '../../components/ui/state-panel';
import styles from './compliance-chart.module.css';

const complianceBars = lazyPart(() => import('./compliance-bars').then((module) => module.default));

export interface ComplianceChartProps extends LoadStateProps {
  departments: DepartmentCompliance[];
}

/**
 * Compliance by department as a bar chart, with a visible toggle to
 * the same figures as a table. the chart library (uPlot) loads only when the chart shows, into a placeholder of
 * the chart's height. A chart that cannot be loaded or drawn says so in its place; the table view still works.
 */
export function ComplianceChart({ departments, isLoading, error, onRetry }: ComplianceChartProps) {
  const intl = useIntl();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
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
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.header}>
        <hgroup className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.hint}>{intl.formatMessage({ id: 'compliance.chartHint' })}</p>
        </hgroup>
        <ToggleButton className={styles.toggle} isSelected={asTable} onChange={setAsTable} isDisabled={isLoading || !!error || !departments.length}>
          {intl.formatMessage({ id: 'compliance.showTable' })}
        </ToggleButton>
      </div>
      <StatePanel
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        isEmpty={!departments.length}
        emptyMessage={intl.formatMessage({ id: 'compliance.empty' })}
      >
        {asTable ? (
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
        ) : (
          <PartBoundary>
            <Suspense
              fallback={
                <div style={{ height: chartHeight(departments.length) }}>
                  <Loader label={intl.formatMessage({ id: 'common.loading' })} />
                </div>
              }
            >
              <complianceBars.Component departments={departments} summary={summary} formatPercent={percent} />
            </Suspense>
          </PartBoundary>
        )}
      </StatePanel>
    </section>
  );
}
