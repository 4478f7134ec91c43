import { Suspense, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { TrainingDashboard } from '../../domain/training-stats';
import { ComplianceChart } from './compliance-chart';
import { ExpiringTrainingsList } from '../../components/training/expiring-trainings-list';
import { KpiCards } from './kpi-cards';
import type { ScheduledItem } from './scheduled-calendar';
import { lazyPart } from '../../loading';
import { Loader } from '../../components/loader';
import { PartBoundary } from '../../components/ui/part-boundary';
import { StatePanel, type LoadStateProps } from '../../components/ui/state-panel';
import panelStyles from '../../components/charts/chart-panel.module.css';
import styles from './home-dashboard.module.css';

// The calendar's code (react-aria's Calendar and the date library, 13 KB) is a chunk of its own, fetched
// as the dashboard draws, beside the page's other parts; its place, with a spinner, keeps the height of
// the calendar and a one-line day meanwhile (no more: a day with trainings only grows it).
const scheduledCalendar = lazyPart(() => import('./scheduled-calendar').then((module) => module.ScheduledCalendar));

export interface HomeDashboardProps extends LoadStateProps {
  /** The dashboard; `null` until loaded. */
  dashboard: TrainingDashboard | null;
  /** The address of an employee's page, for the names in the next expirations. */
  employeeHref: (employeeId: string) => string;
}

/**
 * Home: the five KPI cards, compliance by department (chart with a
 * table view), the next expirations and a calendar of scheduled trainings. Each
 * part shows the dashboard's loading and error state in place, and fails on its own (`PartBoundary`).
 */
export function HomeDashboard({ dashboard, employeeHref, isLoading = false, error, onRetry }: HomeDashboardProps) {
  const intl = useIntl();
  const state = { isLoading: isLoading || (!error && !dashboard), error, onRetry };
  const sessions = dashboard?.scheduled;
  const items = useMemo<ScheduledItem[]>(
    () => (sessions ?? []).map((session) => ({ id: session.recordId, date: session.date, title: session.trainingTitle, detail: session.employeeName })),
    [sessions],
  );
  const today = dashboard?.today;
  const scheduledId = useId();
  const expirationsId = useId();

  return (
    <div className={styles.dashboard}>
      <PartBoundary>
        <KpiCards kpis={dashboard?.kpis ?? null} {...state} />
      </PartBoundary>
      <div className={styles.columns}>
        <div className={styles.stack}>
          <ComplianceChart departments={dashboard?.departments ?? []} {...state} />
          <section className={panelStyles.panel} aria-labelledby={scheduledId}>
            <h2 id={scheduledId} className={panelStyles.title}>
              {intl.formatMessage({ id: 'home.scheduled' })}
            </h2>
            <PartBoundary>
              {today ? (
                <Suspense
                  fallback={
                    <div className={styles.calendarPlace}>
                      <Loader label={intl.formatMessage({ id: 'common.loading' })} />
                    </div>
                  }
                >
                  <scheduledCalendar.Component items={items} today={today} {...state} />
                </Suspense>
              ) : (
                <StatePanel {...state}>{null}</StatePanel>
              )}
            </PartBoundary>
          </section>
        </div>
        <section className={panelStyles.panel} aria-labelledby={expirationsId}>
          <h2 id={expirationsId} className={panelStyles.title}>
            {intl.formatMessage({ id: 'home.nextExpirations' })}
          </h2>
          <PartBoundary>
            <ExpiringTrainingsList
              rows={dashboard?.nextExpirations ?? []}
              today={today ?? ''}
              employeeHref={employeeHref}
              emptyMessage={intl.formatMessage({ id: 'home.noExpirations' })}
              {...state}
            />
          </PartBoundary>
        </section>
      </div>
    </div>
  );
}
