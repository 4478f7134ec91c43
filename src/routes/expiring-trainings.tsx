import { Suspense } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import { lazyPart } from '../components/ui/lazy-overlay';
import { selectEmployeeNotifications } from '../machines/notifications.machine';
import { useNotificationsRef } from './shell-context';
import { useNow, useTimeLabel } from './use-time-label';

// Only a notification click opens it, so the modal's code is not part of the employees page.
const dialog = lazyPart(() => import('../components/employees/expiring-trainings-dialog').then((module) => module.ExpiringTrainingsDialog));

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
    <Suspense fallback={null}>
      <dialog.Component
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
    </Suspense>
  );
}
