import { shallowEqual, useSelector } from '@xstate/react';
import { ExpiringTrainingsDialog } from '../components/employees/expiring-trainings-dialog';
import { selectEmployeeNotifications } from '../machines/notifications.machine';
import { useNotificationsRef } from './shell-context';
import { useNow, useTimeLabel } from './use-time-label';

/**
 * §4: opens the 'Upcoming Expiring Trainings' modal for the employee chosen in
 * the notifications (kept across a reload in sessionStorage), listing what the
 * notifications say about that employee. Closing forgets the employee.
 */
export function ExpiringTrainingsFromNotifications() {
  const notificationsRef = useNotificationsRef();
  const employeeId = useSelector(notificationsRef, (snapshot) => snapshot.context.employeeId);
  const notifications = useSelector(notificationsRef, selectEmployeeNotifications, shallowEqual);
  const now = useNow();
  const timeLabel = useTimeLabel();
  if (!employeeId) return null;
  return (
    <ExpiringTrainingsDialog
      isOpen
      employeeId={employeeId}
      employeeName={notifications[0]?.name}
      image={notifications[0]?.image}
      trainings={notifications.map((notification) => ({
        id: notification.id,
        description: notification.description,
        timeLabel: timeLabel(notification.createdOn, now),
      }))}
      onClose={() => notificationsRef.send({ type: 'notifications.dismissEmployee' })}
    />
  );
}
