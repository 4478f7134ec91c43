import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ForecastLine, IsoMonth, LapseForecast } from '../../domain/compliance-forecast';
import type { ForecastGrouping } from './forecast-view';
import { ChartPanel } from '../../components/charts/chart-panel';
import { useFormatMonth } from '../../components/training/format';
import { NativeSelect } from '../../components/ui/native-select';
import type { LoadStateProps } from '../../components/ui/state-panel';
import { lazyPart } from '../../loading';
import panelStyles from '../../components/charts/chart-panel.module.css';
import styles from './lapse-forecast.module.css';

const forecastBars = lazyPart(() => import('./forecast-bars').then((module) => module.default));

/** The chart's height in CSS px. */
const CHART_PX = 260;

export interface LapseForecastPanelProps extends LoadStateProps {
  /** `null` before the first answer. */
  forecast: LapseForecast | null;
  grouping: ForecastGrouping;
  onGroupingChange: (grouping: ForecastGrouping) => void;
  /** Opens the list of the lapses a bar or a cell stands for: a month's (`null`: every month) of one line's (`null`: every line). */
  onOpen: (month: IsoMonth | null, line: string | null) => void;
}

/**
 * The lapse forecast (§19): how many required trainings lapse in each of the next 12 months, as a
 * bar chart with a table view by department or by training. A bar, a cell, a month's total or a
 * line's total opens the list of those people. Loading, error (retry) and empty states.
 */
export function LapseForecastPanel({ forecast, grouping, onGroupingChange, onOpen, isLoading, error, onRetry }: LapseForecastPanelProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const formatMonth = useFormatMonth();
  const months = useMemo(() => forecast?.months ?? [], [forecast]);
  const total = useMemo(() => forecast?.total ?? [], [forecast]);
  const monthLabels = useMemo(() => months.map((month) => formatMonth(month)), [months, formatMonth]);
  const monthNames = useMemo(() => months.map((month) => formatMonth(month, 'name')), [months, formatMonth]);
  const lines: ForecastLine[] = (grouping === 'training' ? forecast?.byTraining : forecast?.byDepartment) ?? [];
  const all = total.reduce((sum, count) => sum + count, 0);
  const title = t({ id: 'forecast.title' });
  const summary = t(
    { id: 'forecast.summary' },
    {
      list: intl.formatList(
        months.map((month, index) => t({ id: 'forecast.openMonth' }, { month: formatMonth(month, 'long'), count: total[index] ?? 0 })),
        { type: 'unit' },
      ),
    },
  );
  const formatCount = useCallback((count: number) => intl.formatNumber(count), [intl]);
  const openMonth = useCallback((index: number) => onOpen(months[index] ?? null, null), [onOpen, months]);

  /** A count that opens its lapses, or a quiet zero. */
  const cell = (count: number, label: string, month: IsoMonth | null, line: string | null) =>
    count === 0 ? (
      <span className={styles.zero}>{intl.formatNumber(0)}</span>
    ) : (
      <button type="button" className={styles.count} aria-label={label} onClick={() => onOpen(month, line)}>
        {intl.formatNumber(count)}
      </button>
    );

  const table = (
    <div className={styles.scroller} data-scrolls>
      <table className={`${panelStyles.table} ${styles.table}`}>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t({ id: grouping === 'training' ? 'forecast.training' : 'compliance.department' })}</th>
            {months.map((month) => (
              <th scope="col" key={month}>
                {formatMonth(month)}
              </th>
            ))}
            <th scope="col">{t({ id: 'forecast.total' })}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.name}</th>
              {line.counts.map((count, index) => (
                <td key={months[index]}>
                  {cell(count, t({ id: 'forecast.openCell' }, { count, name: line.name, month: formatMonth(months[index]!, 'long') }), months[index]!, line.id)}
                </td>
              ))}
              <td>
                {cell(
                  line.counts.reduce((sum, count) => sum + count, 0),
                  t({ id: 'forecast.openLine' }, { count: line.counts.reduce((sum, count) => sum + count, 0), name: line.name }),
                  null,
                  line.id,
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t({ id: 'forecast.total' })}</th>
            {total.map((count, index) => (
              <td key={months[index]}>
                {cell(count, t({ id: 'forecast.openMonth' }, { count, month: formatMonth(months[index]!, 'long') }), months[index]!, null)}
              </td>
            ))}
            <td>{cell(all, t({ id: 'forecast.openAll' }, { count: all }), null, null)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );

  return (
    <ChartPanel
      title={title}
      hint={t({ id: 'forecast.hint' })}
      isLoading={isLoading && !forecast}
      error={error}
      onRetry={onRetry}
      isEmpty={all === 0}
      emptyMessage={t({ id: 'forecast.empty' })}
      actions={
        <NativeSelect
          label={t({ id: 'forecast.grouping' })}
          value={grouping}
          onChange={(value) => onGroupingChange(value === 'training' ? 'training' : 'department')}
          options={[
            { id: 'department', name: t({ id: 'forecast.byDepartment' }) },
            { id: 'training', name: t({ id: 'forecast.byTraining' }) },
          ]}
        />
      }
      chartHeight={CHART_PX}
      chart={
        <forecastBars.Component
          monthLabels={monthLabels}
          monthNames={monthNames}
          counts={total}
          summary={summary}
          formatCount={formatCount}
          onMonth={openMonth}
          height={CHART_PX}
        />
      }
      table={table}
    />
  );
}
