import { useSelector } from '@xstate/react';
import { NotificationBell, useNotificationViews } from '../routes/notifications';
import { selectListStatus, selectNewCount } from '../machines/notifications.machine';
import { useNotificationsRef } from '../hooks/shell-context';

/** §2/§4 topbar notifications bound to the `notifications` machine. */
export function ShellNotifications() {
  const notificationsRef = useNotificationsRef();
  const { items, unreadCount, newAtVisit } = useSelector(notificationsRef, (snapshot) => snapshot.context);
  const status = useSelector(notificationsRef, selectListStatus);
  const newCount = useSelector(notificationsRef, selectNewCount);
  const views = useNotificationViews(items, newAtVisit.ids);

  return (
    <NotificationBell
      items={views}
      unreadCount={unreadCount}
      newCount={newCount}
      status={status}
      viewAllHref="/notification-detail"
      onOpenChange={(isOpen) => {
        if (isOpen) notificationsRef.send({ type: 'notifications.open' });
      }}
      onSelect={(id) => {
        const notification = items.find((item) => item.id === id);
        if (notification) notificationsRef.send({ type: 'notifications.select', notification });
      }}
      onRetry={() => notificationsRef.send({ type: 'notifications.load' })}
    />
  );
}
