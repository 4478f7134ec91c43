import { useSelector } from '@xstate/react';
import { NotificationBell } from '../components/shell/notification-bell';
import type { NotificationView } from '../components/shell/notification-dropdown';
import { selectListStatus } from '../machines/notifications.machine';
import { useNotificationsRef } from './shell-context';
import { useNow, useTimeLabel } from './use-time-label';

/** §2/§4 topbar notifications bound to the `notifications` machine. */
export function ShellNotifications() {
  const notificationsRef = useNotificationsRef();
  const { items, unreadCount } = useSelector(notificationsRef, (snapshot) => snapshot.context);
  const status = useSelector(notificationsRef, selectListStatus);
  const now = useNow();
  const timeLabel = useTimeLabel();
  const views: NotificationView[] = items.map((item) => ({
    id: item.id,
    name: item.name,
    description: item.description,
    timeLabel: timeLabel(item.createdOn, now),
    isRead: item.isRead,
    image: item.image,
    imageClassName: item.imageClassName,
  }));

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
