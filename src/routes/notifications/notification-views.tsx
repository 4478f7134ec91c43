import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { NotificationItem } from '../../api/notifications';
import type { NotificationView } from './notification-item';
import { useFormatDate } from '../../components/training/format';
import { useNow, useTimeLabel } from '../../hooks/use-time-label';

/**
 * The notifications as the lists draw them, each with its §4 relative-time label, kept true as time
 * passes, its text worded in the active language from its subject (see `useDescribeNotification`),
 * and marked new when it is one of `newIds` (unread at the user's last visit).
 */
export function useNotificationViews(items: readonly NotificationItem[], newIds: readonly string[] = []): NotificationView[] {
  const now = useNow();
  const timeLabel = useTimeLabel();
  const describe = useDescribeNotification();
  return items.map((item) => ({
    id: item.id,
    name: item.subject?.employeeName ?? item.name,
    description: describe(item, false),
    richDescription: describe(item, true),
    timeLabel: timeLabel(item.createdOn, now),
    isRead: item.isRead,
    isNew: newIds.includes(item.id),
    image: item.image,
    imageClassName: item.imageClassName,
  }));
}

/**
 * A notification's text in the active language and the app's date format, from its subject:
 * 'Fire Warden Training (FS-102) expires on Dec 25, 2026.', 'First Aid (FA-01) is required and has
 * been missing since Mar 1, 2026.' (§19); the server's own `description` when it
 * sent no subject (a backend may send only §3's fields). Proper names stay as they are. As plain
 * text (`rich` false), or drawn (`rich` true): the training's name in `<bdi>`, so a name holding
 * right-to-left letters or an override orders only itself, and the code unbroken across lines.
 */
export function useDescribeNotification(): {
  (item: Pick<NotificationItem, 'description' | 'subject'>, rich: false): string;
  (item: Pick<NotificationItem, 'description' | 'subject'>, rich: true): ReactNode;
} {
  const intl = useIntl();
  const formatDate = useFormatDate();
  return (({ description, subject }: Pick<NotificationItem, 'description' | 'subject'>, rich: boolean): ReactNode => {
    if (!subject) return description;
    const training = rich ? <bdi key="training">{subject.trainingTitle}</bdi> : subject.trainingTitle;
    const code = rich ? (
      <bdi key="code" className="nowrap">
        {subject.trainingCode}
      </bdi>
    ) : (
      subject.trainingCode
    );
    const id =
      subject.kind === 'missing'
        ? 'notifications.subject.missing'
        : subject.kind === 'expired'
          ? 'notifications.subject.expired'
          : subject.lapses
            ? 'notifications.subject.lapsing'
            : 'notifications.subject.expiring';
    const day = subject.kind === 'missing' ? subject.dueDate : subject.expiryDate;
    if (!day) return description;
    return intl.formatMessage({ id }, { training, code, date: formatDate(day) });
  }) as ReturnType<typeof useDescribeNotification>;
}
