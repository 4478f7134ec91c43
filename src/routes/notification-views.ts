import type { NotificationItem } from '../api/notifications';
import type { NotificationView } from '../components/notifications/notification-item';
import { useNow, useTimeLabel } from './use-time-label';

/**
 * The notifications as the lists draw them, each with its §4 relative-time label, kept true as time
 * passes, and marked new when it is one of `newIds` (unread at the user's last visit).
 */
export function useNotificationViews(items: readonly NotificationItem[], newIds: readonly string[] = []): NotificationView[] {
  const now = useNow();
  const timeLabel = useTimeLabel();
  return items.map((item) => ({
    id: item.id,
    name: item.name,
    description: item.description,
    timeLabel: timeLabel(item.createdOn, now),
    isRead: item.isRead,
    isNew: newIds.includes(item.id),
    image: item.image,
    imageClassName: item.imageClassName,
  }));
}
