import type { ReactNode } from 'react';
import { GridListItem } from 'react-aria-components';
import { useIntl } from 'react-intl';
import styles from './notification-item.module.css';

/** One notification as the lists draw it (§3), with its relative-time label already localized. */
export interface NotificationView {
  id: string;
  name: string;
  /** The text as plain text (the row's name for type-ahead and screen readers). */
  description: string;
  /** The same text as drawn (names isolated, codes unbroken); `description` when absent. */
  richDescription?: ReactNode;
  /** 'just now', '5 minutes ago'… (§4). */
  timeLabel: string;
  isRead: boolean;
  /** Unread when the user opened the list at their last visit, and marked read since (§4): still drawn as new. */
  isNew?: boolean;
  image: string | null;
  /** `avatar` (round) or `icon` (tile); anything else reads as `avatar`. */
  imageClassName: string | null;
}

/**
 * A notification as a row of a react-aria GridList (the topbar dropdown and
 * /notification-detail): image, name, description, relative time and one of two marks that never
 * look alike: unread (a dot on a tinted row, 'Unread' for screen readers) or, read since but new at
 * the user's last visit, an outlined 'New' label with no tint. The row's action is the list's `onAction`.
 */
export function NotificationItem({ item }: { item: NotificationView }) {
  const intl = useIntl();
  return (
    <GridListItem id={item.id} textValue={`${item.name}. ${item.description}`} className={styles.item} data-unread={!item.isRead || undefined}>
      {item.image ? (
        <img src={item.image} alt="" className={item.imageClassName === 'icon' ? styles.icon : styles.avatar} width={36} height={36} />
      ) : (
        <span className={styles.avatar} aria-hidden="true" />
      )}
      <span className={styles.text}>
        <span className={styles.name} dir="auto">
          {item.name}
        </span>
        <span className={styles.description} dir="auto">
          {item.richDescription ?? item.description}
        </span>
        <span className={styles.time} dir="auto">
          {item.timeLabel}
        </span>
      </span>
      {!item.isRead ? (
        <span className={styles.dot}>
          <span className="visually-hidden">{intl.formatMessage({ id: 'notifications.unread' })}</span>
        </span>
      ) : item.isNew ? (
        <span className={styles.newMark}>{intl.formatMessage({ id: 'notifications.newItem' })}</span>
      ) : null}
    </GridListItem>
  );
}
