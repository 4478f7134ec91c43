import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { daysBetween, type IsoDate } from '../../domain/training';
import type { RecordRow } from '../../domain/training-rows';
import { useFormatDate } from './format';
import { StatePanel, type LoadStateProps } from '../ui/state-panel';
import { StatusBadge } from './status-badge';
import styles from './expiring-trainings-list.module.css';

export interface ExpiringTrainingsListProps extends LoadStateProps {
  /** The employee's expiring and expired current records, in the order to show (soonest expiry first). */
  rows: RecordRow[];
  /** The reference day for "in N days" / "N days ago". */
  today: IsoDate;
  /** Names whose training each line is, linked to this address (e.g. the employee's page); for lists across employees. */
  employeeHref?: (employeeId: string) => string;
  /** Replaces the default empty message. */
  emptyMessage?: string;
  /** The list's accessible name (e.g. whose trainings they are). */
  label?: string;
}

/**
 * The list inside the 'Upcoming Expiring Trainings' modal (§4): one employee's expiring and expired trainings;
 * with `employeeHref`, the home page's next expirations across employees.
 */
export function ExpiringTrainingsList({ rows, today, employeeHref, emptyMessage, label, isLoading, error, onRetry }: ExpiringTrainingsListProps) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  return (
    <StatePanel
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      isEmpty={!rows.length}
      emptyMessage={emptyMessage ?? intl.formatMessage({ id: 'expiring.empty' })}
    >
      <ul className={styles.list} aria-label={label}>
        {rows.map(({ record, training, employee, status }) => {
          const expiry = record.expiryDate ?? today;
          const days = daysBetween(today, expiry);
          return (
            <li key={record.id} className={styles.item}>
              <div className={styles.main}>
                <span className={styles.title}>{training.title}</span>
                {employeeHref ? (
                  <Link className={styles.meta} href={employeeHref(employee.id)}>
                    {employee.firstName} {employee.lastName} · <span className="nowrap">{employee.code}</span>
                  </Link>
                ) : (
                  <span className={styles.meta}>{training.code}</span>
                )}
              </div>
              <div className={styles.side}>
                <StatusBadge status={status} />
                <span className={styles.when}>
                  {intl.formatMessage({ id: days < 0 ? 'expiring.expiredOn' : 'expiring.expiresOn' }, { date: formatDate(expiry), days: Math.abs(days) })}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </StatePanel>
  );
}
