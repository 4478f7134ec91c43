import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../components/ui/form-dialog';
import { lazyPart } from '../../loading';
import { localToday } from '../../domain/training';
import { useTranslateMessage } from '../../i18n/known-messages';
import { employeePath } from '../../hooks/detail-navigation';
import { useNotificationsRef } from '../../hooks/shell-context';
import { trainingSources } from '../../hooks/training-sources';
import { useResourceItem } from '../../hooks/use-resource';
import type { ExpiringTrainingsBodyProps } from './expiring-trainings-dialog';

// Only a notification click opens it, so the modal's code is not part of the employees page.
const body = lazyPart(() => import('./expiring-trainings-dialog').then((module) => module.ExpiringTrainingsBody));

export interface ExpiringTrainingsDialogProps extends ExpiringTrainingsBodyProps {
  isOpen: boolean;
}

/** §4 'Upcoming Expiring Trainings' modal for one employee: the list of their trainings in a `FormDialog`. */
export function ExpiringTrainingsDialog({ isOpen, ...bodyProps }: ExpiringTrainingsDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog title={intl.formatMessage({ id: 'expiringTrainings.title' })} isOpen={isOpen} onOpenChange={(open) => !open && bodyProps.onClose()}>
      <body.Component {...bodyProps} />
    </FormDialog>
  );
}

/**
 * §4: opens the 'Upcoming Expiring Trainings' modal for the employee chosen in
 * the notifications (kept across a reload in sessionStorage), listing that
 * employee's current expiring and expired records from the training records
 * call, soonest expiry first. Closing forgets the employee.
 */
export function ExpiringTrainingsFromNotifications() {
  const notificationsRef = useNotificationsRef();
  const employeeId = useSelector(notificationsRef, (snapshot) => snapshot.context.employeeId);
  // One fetch per employee: a new choice never shows the previous employee's records while it loads.
  return employeeId ? <ExpiringTrainingsModal key={employeeId} employeeId={employeeId} /> : null;
}

function ExpiringTrainingsModal({ employeeId }: { employeeId: string }) {
  const translate = useTranslateMessage();
  const notificationsRef = useNotificationsRef();
  // Names the employee while their records load, or when they have none left.
  const notifiedName = useSelector(notificationsRef, (snapshot) => snapshot.context.items.find((item) => item.empId === employeeId)?.name);
  const records = useResourceItem(trainingSources.expiringTrainings, employeeId);
  return (
    <ExpiringTrainingsDialog
      isOpen
      employeeId={employeeId}
      employeeName={notifiedName}
      rows={records.item ?? []}
      today={localToday()}
      employeeHref={employeePath(employeeId)}
      isLoading={records.loading && !records.item}
      error={records.error ? translate(records.error) : null}
      onRetry={records.refresh}
      onClose={() => notificationsRef.send({ type: 'notifications.dismissEmployee' })}
    />
  );
}
