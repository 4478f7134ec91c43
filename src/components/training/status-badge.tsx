import { useIntl } from 'react-intl';
import { TRAINING_STATUSES, type TrainingStatus } from '../../domain/training';
import type { MessageId } from '../../i18n/messages';
import type { SelectOption } from '../ui/select-field';
import styles from './status-badge.module.css';

/** The label of each training status. */
export const statusLabels: Record<TrainingStatus, MessageId> = {
  scheduled: 'status.scheduled',
  valid: 'status.valid',
  expiring: 'status.expiring',
  expired: 'status.expired',
};

/** A training status as a coloured pill with its name; the colour is never the only cue. */
export function StatusBadge({ status }: { status: TrainingStatus }) {
  const intl = useIntl();
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {intl.formatMessage({ id: statusLabels[status] })}
    </span>
  );
}

/** The longest status label in the active language, which a status column must fit. */
export function useWidestStatus(): string {
  const intl = useIntl();
  return TRAINING_STATUSES.map((status) => intl.formatMessage({ id: statusLabels[status] })).reduce(
    (widest, label) => (label.length > widest.length ? label : widest),
    '',
  );
}

/** @returns the statuses as select options in the active language (for status filters). */
export function useStatusOptions(): SelectOption[] {
  const intl = useIntl();
  return TRAINING_STATUSES.map((status) => ({ id: status, name: intl.formatMessage({ id: statusLabels[status] }) }));
}
