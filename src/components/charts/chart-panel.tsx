import { Suspense, useId, useState, type ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Loader } from '../loader';
import { PartBoundary } from '../ui/part-boundary';
import { StatePanel, type LoadStateProps } from '../ui/state-panel';
import styles from './chart-panel.module.css';

export interface ChartPanelProps extends LoadStateProps {
  title: string;
  /** What the figures are over, under the title. */
  hint: string;
  /** Nothing to chart: `emptyMessage` shows instead, and the toggle is off. */
  isEmpty: boolean;
  emptyMessage: string;
  /** Controls beside the toggle (e.g. how the table groups). */
  actions?: ReactNode;
  /** The figures as a table, for keyboard and screen-reader use and for reading exact numbers. */
  table: ReactNode;
  /** The chart: a lazily loaded part, drawn inside a boundary and a placeholder of `chartHeight` px. */
  chart: ReactNode;
  /** The chart's height in CSS px, kept by its loading placeholder so nothing shifts. */
  chartHeight: number;
}

/**
 * A chart card: title and hint, a visible toggle between the chart and the same figures as a
 * table, and the loading, error (with retry) and empty states. A chart that cannot be loaded or
 * drawn says so in its place; the table view still works.
 */
export function ChartPanel({ title, hint, isEmpty, emptyMessage, actions, table, chart, chartHeight, isLoading, error, onRetry }: ChartPanelProps) {
  const intl = useIntl();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.header}>
        <hgroup className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.hint}>{hint}</p>
        </hgroup>
        <div className={styles.actions}>
          {actions}
          <ToggleButton className={styles.toggle} isSelected={asTable} onChange={setAsTable} isDisabled={isLoading || !!error || isEmpty}>
            {intl.formatMessage({ id: 'compliance.showTable' })}
          </ToggleButton>
        </div>
      </div>
      <StatePanel isLoading={isLoading} error={error} onRetry={onRetry} isEmpty={isEmpty} emptyMessage={emptyMessage}>
        {asTable ? (
          table
        ) : (
          <PartBoundary>
            <Suspense
              fallback={
                <div style={{ height: chartHeight }}>
                  <Loader label={intl.formatMessage({ id: 'common.loading' })} />
                </div>
              }
            >
              {chart}
            </Suspense>
          </PartBoundary>
        )}
      </StatePanel>
    </section>
  );
}
