import { parseDate, type CalendarDate } from '@internationalized/date';
import { useId, useMemo, useState } from 'react';
import { Button, Calendar, CalendarCell, CalendarGrid, Heading } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { IsoDate } from '../../domain/training';
import { useFormatDate } from '../../components/training/format';
import { StatePanel, type LoadStateProps } from '../../components/ui/state-panel';
import calendarStyles from '../../components/ui/calendar.module.css';
import styles from './scheduled-calendar.module.css';

/** One scheduled training on the calendar (from the calendar slice or a training record). */
export interface ScheduledItem {
  id: string;
  date: IsoDate;
  /** e.g. the training's title. */
  title: string;
  /** e.g. the employee's name. */
  detail?: string;
}

export interface ScheduledCalendarProps extends LoadStateProps {
  items: ScheduledItem[];
  /** The day selected first and marked as today. */
  today: IsoDate;
}

/**
 * A month calendar (react-aria Calendar: arrow keys move by day, Page Up/Down
 * by month) where days with scheduled trainings carry a count, and the list of
 * the selected day's trainings beside it.
 */
export function ScheduledCalendar({ items, today, isLoading, error, onRetry }: ScheduledCalendarProps) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const [selected, setSelected] = useState<CalendarDate>(() => parseDate(today));
  const listId = useId();
  const byDate = useMemo(() => {
    const map = new Map<IsoDate, ScheduledItem[]>();
    for (const item of items) {
      const day = map.get(item.date);
      if (day) day.push(item);
      else map.set(item.date, [item]);
    }
    return map;
  }, [items]);
  const dayItems = byDate.get(selected.toString()) ?? [];

  return (
    <StatePanel isLoading={isLoading} error={error} onRetry={onRetry}>
      <div className={styles.layout}>
        <Calendar className={calendarStyles.calendar} aria-label={intl.formatMessage({ id: 'calendar.label' })} value={selected} onChange={setSelected}>
          {/* A div: a header inside the calendar's application role would be a nested banner landmark. */}
          <div className={calendarStyles.header}>
            <Button slot="previous" className={calendarStyles.nav}>
              ‹
            </Button>
            <Heading className={calendarStyles.heading} />
            <Button slot="next" className={calendarStyles.nav}>
              ›
            </Button>
          </div>
          <CalendarGrid className={calendarStyles.grid}>
            {(date) => {
              const count = byDate.get(date.toString())?.length ?? 0;
              return (
                <CalendarCell date={date} className={`${calendarStyles.cell} ${date.toString() === today ? calendarStyles.today : ''}`}>
                  {({ formattedDate }) => (
                    <>
                      <span>{formattedDate}</span>
                      {/* The cell's name is react-aria's date label; the day's trainings are announced by the list beside it. */}
                      {count ? (
                        <span className={styles.count} aria-hidden="true">
                          {count > 9 ? '9+' : '•'.repeat(Math.min(count, 3))}
                        </span>
                      ) : null}
                    </>
                  )}
                </CalendarCell>
              );
            }}
          </CalendarGrid>
        </Calendar>
        <section className={styles.day} aria-labelledby={listId} aria-live="polite">
          <h3 id={listId} className={styles.dayTitle}>
            {intl.formatMessage({ id: 'calendar.dayTitle' }, { date: formatDate(selected.toString(), 'full') })}
          </h3>
          {dayItems.length ? (
            <ul className={styles.list}>
              {dayItems.map((item) => (
                <li key={item.id} className={styles.item}>
                  <span className={styles.title}>{item.title}</span>
                  {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.detail}>{intl.formatMessage({ id: 'calendar.none' })}</p>
          )}
        </section>
      </div>
    </StatePanel>
  );
}
