import { useIntl } from 'react-intl';
import { Button } from '../ui/button';
import { ModalDialog, modalStyles } from '../ui/modal-dialog';
import styles from './expiring-trainings-dialog.module.css';

/** One training of the employee, as the notifications describe it. */
export interface ExpiringTraining {
  id: string;
  description: string;
  /** When it was announced, localized ('3 hours ago'). */
  timeLabel: string;
}

export interface ExpiringTrainingsDialogProps {
  isOpen: boolean;
  /** The §3 employee id (empId). */
  employeeId: string;
  /** The employee's name when known (the notifications carry it). */
  employeeName?: string;
  image?: string | null;
  trainings: readonly ExpiringTraining[];
  onClose: () => void;
}

/**
 * §4 'Upcoming Expiring Trainings' modal for one employee, opened on /employees
 * from a notification. Reusable by the employees page once it lists employees.
 */
export function ExpiringTrainingsDialog({ isOpen, employeeId, employeeName, image, trainings, onClose }: ExpiringTrainingsDialogProps) {
  const intl = useIntl();
  const name = employeeName ?? intl.formatMessage({ id: 'expiringTrainings.employee' }, { id: employeeId });
  return (
    <ModalDialog
      title={intl.formatMessage({ id: 'expiringTrainings.title' })}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className={styles.employee}>
        {image ? <img src={image} alt="" width={44} height={44} className={styles.avatar} /> : null}
        <div>
          <p className={styles.name}>{name}</p>
          <p className={styles.id}>{employeeId}</p>
        </div>
      </div>
      {trainings.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'expiringTrainings.empty' })}</p>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage({ id: 'expiringTrainings.list' }, { name })}>
          {trainings.map((training) => (
            <li key={training.id} className={styles.training}>
              <span dir="auto">{training.description}</span>
              <span className={styles.time}>{training.timeLabel}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={modalStyles.actions}>
        <Button variant="secondary" slot="close">
          {intl.formatMessage({ id: 'common.close' })}
        </Button>
      </div>
    </ModalDialog>
  );
}
