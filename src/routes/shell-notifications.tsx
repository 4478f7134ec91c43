import { useSelector } from '@xstate/react';
import { NotificationBell } from '../components/shell/notification-bell';
import { selectListStatus } from '../machines/notifications.machine';
import { useNotificationViews } from './notification-views';
import { useNotificationsRef } from './shell-context';

/** §2/§4 topbar notifications bound to the `notifications` machine. */
export function ShellNotifications() {
  const notificationsRef = useNotificationsRef();
  const { items, unreadCount } = useSelector(notificationsRef, (snapshot) => snapshot.context);
  const status = useSelector(notificationsRef, selectListStatus);
  const views = useNotificationViews(items);

  return (
    <NotificationBell
      items={views}
      unreadCount={unreadCount}
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
