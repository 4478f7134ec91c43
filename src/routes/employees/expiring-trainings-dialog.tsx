import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { fullName, type IsoDate } from '../../domain/training';
import type { RecordRow } from '../../domain/training-rows';
import { ExpiringTrainingsList } from '../../components/training/expiring-trainings-list';
import type { LoadStateProps } from '../../components/ui/state-panel';
import { Button } from '../../components/ui/button';
import { modalStyles } from '../../components/ui/modal-dialog';
import styles from './expiring-trainings-dialog.module.css';

export interface ExpiringTrainingsBodyProps extends LoadStateProps {
  /** The §3 employee id (empId) the notification named. */
  employeeId: string;
  /** The employee's name when known (from their records, or the notification); else the id stands in. */
  employeeName?: string;
  /** The employee's current expiring and expired records, soonest expiry first. */
  rows: RecordRow[];
  /** The reference day for "in N days" / "N days ago". */
  today: IsoDate;
  /** The employee's page; following it closes the dialog. */
  employeeHref: string;
  onClose: () => void;
}

/**
 * §4 'Upcoming Expiring Trainings' for one employee, the body of the modal opened on /employees from a
 * notification (`ExpiringTrainingsDialog`): who it is (with a link to their page) and their expiring
 * and expired trainings, with loading, error (retry) and empty states.
 */
export function ExpiringTrainingsBody({ employeeId, employeeName, rows, today, employeeHref, onClose, isLoading, error, onRetry }: ExpiringTrainingsBodyProps) {
  const intl = useIntl();
  const employee = rows[0]?.employee;
  const name = employee ? fullName(employee) : (employeeName ?? intl.formatMessage({ id: 'expiringTrainings.employee' }, { id: employeeId }));
  return (
    <>
      <div className={styles.employee}>
        <div>
          <p className={styles.name}>{name}</p>
          <p className={styles.id}>{employee?.code ?? employeeId}</p>
        </div>
        <Link href={employeeHref} className={styles.open} onClick={onClose}>
          {intl.formatMessage({ id: 'expiringTrainings.viewEmployee' })}
        </Link>
      </div>
      <ExpiringTrainingsList
        rows={rows}
        today={today}
        label={intl.formatMessage({ id: 'expiringTrainings.list' }, { name })}
        emptyMessage={intl.formatMessage({ id: 'expiringTrainings.empty' })}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
      />
      <div className={modalStyles.actions}>
        <Button variant="secondary" slot="close">
          {intl.formatMessage({ id: 'common.close' })}
        </Button>
      </div>
    </>
  );
}
