import { GridList } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FiltersBar } from '../../components/ui/filters-bar';
import { isNarrowed, type ListControls } from '../../components/ui/list-frame';
import { Pagination } from '../../components/ui/pagination';
import { StatePanel } from '../../components/ui/state-panel';
import { Button } from '../../components/ui/button';
import { NotificationItem, type NotificationView } from './notification-item';
import styles from './notifications-list.module.css';

/**
 * The filter key of the read state choice (also its URL key): `unread`, `read`, or `new` (unread when
 * the user last opened the list, §4); none = all.
 */
export const NOTIFICATION_STATUS_FILTER = 'status';

export interface NotificationsListProps extends Pick<
  ListControls,
  | 'search'
  | 'filters'
  | 'pageNumber'
  | 'pageSize'
  | 'total'
  | 'isLoading'
  | 'error'
  | 'onRetry'
  | 'onSearchChange'
  | 'onFilterChange'
  | 'onClear'
  | 'onPageChange'
> {
  /** The current page of notifications. */
  rows: NotificationView[];
  /** Unread notifications in all (not only this page). */
  unreadCount: number;
  /** While the mark-read call runs. */
  isMarking?: boolean;
  onMarkAllRead: () => void;
  /** Follows a notification (called with its id), as the topbar dropdown does. */
  onSelect: (id: string) => void;
}

/**
 * /notification-detail (§2): every notification, searched, filtered
 * by read state and paged on the server (10 a page, §9), with 'Mark all read'.
 * Rows are a react-aria GridList: arrows move between them, Enter follows one.
 */
export function NotificationsList({ rows, unreadCount, isMarking, onMarkAllRead, onSelect, ...controls }: NotificationsListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { total, error } = controls;
  return (
    <div className={styles.frame}>
      <FiltersBar
        search={controls.search}
        searchPlaceholder={t({ id: 'notificationDetail.searchPlaceholder' })}
        onSearchChange={controls.onSearchChange}
        selects={[
          {
            key: NOTIFICATION_STATUS_FILTER,
            label: t({ id: 'notificationDetail.status' }),
            options: [
              { id: 'unread', name: t({ id: 'notifications.unread' }) },
              { id: 'read', name: t({ id: 'notificationDetail.read' }) },
              { id: 'new', name: t({ id: 'notificationDetail.newAtLastVisit' }) },
            ],
            value: controls.filters[NOTIFICATION_STATUS_FILTER] ?? null,
          },
        ]}
        onFilterChange={controls.onFilterChange}
        onClear={controls.onClear}
      />
      <div className={styles.toolbar}>
        <p role="status" dir="auto">
          {t({ id: 'notificationDetail.unreadCount' }, { count: unreadCount })}
        </p>
        <Button variant="secondary" isDisabled={unreadCount === 0} isPending={isMarking} onPress={onMarkAllRead}>
          {t({ id: 'notificationDetail.markAllRead' })}
        </Button>
      </div>
      <StatePanel
        isLoading={controls.isLoading}
        error={error}
        onRetry={controls.onRetry}
        isEmpty={!rows.length}
        emptyMessage={t({
          id:
            controls.filters[NOTIFICATION_STATUS_FILTER] === 'new' && !controls.search
              ? 'notificationDetail.noneNew'
              : isNarrowed(controls)
                ? 'notificationDetail.noMatch'
                : 'notifications.empty',
        })}
      >
        <GridList aria-label={t({ id: 'notificationDetail.list' })} className={styles.list} items={rows} onAction={(key) => onSelect(String(key))}>
          {(item) => <NotificationItem item={item} />}
        </GridList>
      </StatePanel>
      {total !== null && !error ? (
        <Pagination
          pageNumber={controls.pageNumber}
          pageCount={Math.max(1, Math.ceil(total / controls.pageSize))}
          total={total}
          pageSize={controls.pageSize}
          onPageChange={controls.onPageChange}
        />
      ) : null}
    </div>
  );
}
