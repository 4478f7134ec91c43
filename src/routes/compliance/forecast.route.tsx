import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { fetchLapseForecast, fetchLapses } from '../../api/compliance';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { NativeSelect } from '../../components/ui/native-select';
import { useFormatMonth } from '../../components/training/format';
import { canWrite } from '../../domain/access';
import type { IsoMonth, Lapse, LapseForecast } from '../../domain/compliance-forecast';
import { employeePath, useDetailLink } from '../../hooks/detail-navigation';
import { useAccess, useNotificationsRef } from '../../hooks/shell-context';
import { useResourceItem } from '../../hooks/use-resource';
import { useNodeFilterOptions } from '../../hooks/use-node-choices';
import type { ResourceSource } from '../../machines/resource.machine';
import { ScheduleDialog } from '../employees';
import { forecastViewSearch, lapseQueryOf, readForecastView, type ForecastGrouping, type ForecastView } from './forecast-view';
import { LapseForecastPanel } from './lapse-forecast';
import { LapseList } from './lapse-list';
import styles from './lapse-forecast.module.css';

/** The forecast, keyed by the department it is narrowed to ('' for the caller's whole scope). */
const forecastSource: ResourceSource<LapseForecast> = { name: 'Forecast', item: (departmentId) => fetchLapseForecast(departmentId || null) };
/** The lapses of an open list, keyed by the URL query of its view. */
const lapsesSource: ResourceSource<Lapse[]> = { name: 'Lapses', item: (key) => fetchLapses(lapseQueryOf(readForecastView(new URLSearchParams(key)))) };

/**
 * /compliance/forecast (sidebar, under Training): which required trainings lapse in each of the next
 * 12 months with no session scheduled to renew them (§19), narrowed to a department or not, as a
 * chart and a table by department or by training. A bar or a cell opens the people behind it, with
 * Schedule beside each for who may schedule (a manager in their departments: the server refuses
 * the rest); scheduling takes the lapse off the forecast. The view lives in the URL.
 */
export default function ForecastRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const access = useAccess();
  const notificationsRef = useNotificationsRef();
  const detailLink = useDetailLink();
  const formatMonth = useFormatMonth();
  const [params, setParams] = useSearchParams();
  const departmentOptions = useNodeFilterOptions(undefined).departments;
  const read = readForecastView(params);
  // A department from the address that is none of the caller's (once theirs are known) reads as all of
  // them: the select cannot show it, so the page must not be narrowed to it unseen.
  const unknownDepartment = read.departmentId !== null && departmentOptions.length > 0 && !departmentOptions.some((option) => option.id === read.departmentId);
  const view = unknownDepartment ? { ...read, departmentId: null } : read;
  const show = (next: ForecastView) => setParams(forecastViewSearch(next));

  const forecast = useResourceItem(forecastSource, view.departmentId ?? '');
  const lapsesKey = view.open ? forecastViewSearch(view).toString() : null;
  const lapses = useResourceItem(lapsesSource, lapsesKey);

  // A list opened by a bar or a cell takes the focus, so the keyboard and a screen reader land on it.
  const listRef = useRef<HTMLDivElement>(null);
  const focusList = useRef(false);
  // Made once: a new one would draw the chart again (its bars' click calls it).
  const open = useCallback(
    (month: IsoMonth | null, line: string | null) => {
      focusList.current = true;
      setParams((current) => forecastViewSearch({ ...readForecastView(current), open: true, month, line }));
    },
    [setParams],
  );
  useEffect(() => {
    if (!focusList.current) return;
    focusList.current = false;
    listRef.current?.querySelector('h2')?.focus();
    listRef.current?.scrollIntoView({ block: 'start' });
  }, [lapsesKey]);

  const lines = view.grouping === 'training' ? forecast.item?.byTraining : forecast.item?.byDepartment;
  // The line's name from the forecast, or from its people once its last lapse left the forecast.
  const listed = lapses.item?.[0];
  const lineName = view.line
    ? (lines?.find((line) => line.id === view.line)?.name ?? (listed ? (view.grouping === 'training' ? listed.trainingTitle : listed.department) : null))
    : null;
  const when = view.month ? t({ id: 'forecast.listMonth' }, { month: formatMonth(view.month, 'long') }) : t({ id: 'forecast.listAll' });
  const listTitle = lineName ? t({ id: 'forecast.listOf' }, { title: when, name: lineName }) : when;

  const [scheduling, setScheduling] = useState<Lapse | null>(null);

  return (
    <>
      <PageHeader title={t({ id: 'nav.forecast' })} description={t({ id: 'forecast.description' })} />
      <div className={styles.filters}>
        <NativeSelect
          label={t({ id: 'employee.department' })}
          allLabel={t({ id: 'filters.all' })}
          options={departmentOptions}
          value={view.departmentId}
          onChange={(departmentId) => show({ ...view, departmentId, open: false, month: null, line: null })}
        />
      </div>
      <LapseForecastPanel
        forecast={forecast.item}
        grouping={view.grouping}
        onGroupingChange={(grouping: ForecastGrouping) => show({ ...view, grouping, open: false, month: null, line: null })}
        onOpen={open}
        isLoading={forecast.loading}
        error={forecast.error}
        onRetry={forecast.refresh}
      />
      {view.open ? (
        <div ref={listRef} className={styles.lapses}>
          <Card>
            <LapseList
              title={listTitle}
              lapses={lapses.item ?? []}
              employeeLink={(id) => detailLink(employeePath(id))}
              onSchedule={canWrite(access) ? setScheduling : undefined}
              onClose={() => show({ ...view, open: false, month: null, line: null })}
              isLoading={lapses.loading}
              error={lapses.error}
              onRetry={lapses.refresh}
            />
          </Card>
        </div>
      ) : null}
      <ScheduleDialog
        scheduling={scheduling ? { employeeId: scheduling.employeeId, name: scheduling.employeeName, values: { trainingId: scheduling.trainingId } } : null}
        onClose={() => setScheduling(null)}
        onScheduled={() => {
          forecast.refresh();
          lapses.refresh();
          // The notification of a required training that lapsed with nothing scheduled no longer says so.
          notificationsRef.send({ type: 'notifications.load' });
        }}
      />
    </>
  );
}
