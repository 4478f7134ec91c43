import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { fetchNotifications, type NotificationItem, type NotificationListRequest } from '../../api/notifications';
import type { Page } from '../../domain/list-request';
import { Card } from '../../components/card';
import { NOTIFICATION_STATUS_FILTER, NotificationsList } from './notifications-list';
import { PageHeader } from '../../components/page-header';
import type { ListView, ListViewSpec } from '../../machines/list-view';
import { useNotificationViews } from './notification-views';
import { useNotificationsRef } from '../../hooks/shell-context';
import { useServerList } from '../../hooks/use-server-list';

/** §9: the notification page is 10 long; the read state is the one filter; the server keeps its newest-first order. */
const spec: ListViewSpec = {
  filterKeys: [NOTIFICATION_STATUS_FILTER],
  sortKeys: [],
  pageSizes: [10],
  filterChecks: { [NOTIFICATION_STATUS_FILTER]: (value) => value === 'read' || value === 'unread' || value === 'new' },
};

/**
 * The §3 notification list request of a view: the read/unread choice becomes `filterKey: 'isRead'`;
 * 'new' asks for the notifications of `newIds` (`id=a&id=b` in the where clause).
 */
function notificationRequest(view: ListView, newIds: readonly string[]): NotificationListRequest {
  const status = view.filters[NOTIFICATION_STATUS_FILTER];
  const readState = status === 'read' || status === 'unread';
  return {
    searchTerm: view.searchTerm.trim(),
    pageNumber: view.pageNumber,
    pageSize: view.pageSize,
    filterKey: readState ? 'isRead' : '',
    filterValue: readState ? String(status === 'read') : '',
    whereClause: status === 'new' ? new URLSearchParams(newIds.map((id) => ['id', id])).toString() : '',
  };
}

async function fetchPage(view: ListView, newIds: readonly string[]): Promise<Page<NotificationItem>> {
  // Nothing was new: no call, an empty page (an empty where clause would list them all).
  if (view.filters[NOTIFICATION_STATUS_FILTER] === 'new' && newIds.length === 0) {
    return { items: [], totalCount: 0, pageNumber: 1, pageSize: view.pageSize };
  }
  const page = await fetchNotifications(notificationRequest(view, newIds));
  return { items: page.items, totalCount: page.totalCount, pageNumber: view.pageNumber, pageSize: view.pageSize };
}

/**
 * §2 /notification-detail: every notification, paged on the server,
 * with search and a read state filter in the URL: read, unread, or new at the user's last visit
 * (unread when they last opened the list, still marked new). 'Mark all read' goes through
 * the shell's notifications machine, which owns the topbar's unread count; the
 * page refetches whenever that count changes (here or from the dropdown).
 * A notification is followed as in the dropdown (§4).
 */
export default function NotificationDetailRoute() {
  const intl = useIntl();
  const notificationsRef = useNotificationsRef();
  const unreadCount = useSelector(notificationsRef, (snapshot) => snapshot.context.unreadCount);
  const isMarking = useSelector(notificationsRef, (snapshot) => snapshot.matches('marking'));
  const newIds = useSelector(notificationsRef, (snapshot) => snapshot.context.newAtVisit.ids);
  // The list's machine calls the latest `fetchPage` of this render (useServerList), so it sees the ids of now.
  const { controls, rows, actorRef } = useServerList({
    spec,
    fetchPage: (view: ListView) => fetchPage(view, newIds),
    defaultSort: { column: 'createdOn', direction: 'descending' },
  });
  const views = useNotificationViews(rows, newIds);

  // The count the shell's feed has answered; null while it has none. Its first answer, on a page
  // opened directly, is no change this page missed: the page fetched its own list already.
  const answeredCount = useSelector(notificationsRef, (snapshot) =>
    snapshot.matches('loaded') || snapshot.matches('marking') ? snapshot.context.unreadCount : null,
  );
  const shownCount = useRef(answeredCount);
  useEffect(() => {
    if (answeredCount === null) return;
    const changed = shownCount.current !== null && shownCount.current !== answeredCount;
    shownCount.current = answeredCount;
    if (changed) actorRef.send({ type: 'list.refresh' });
  }, [actorRef, answeredCount]);

  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'notifications.title' })} description={intl.formatMessage({ id: 'notificationDetail.description' })} />
      <Card>
        <NotificationsList
          {...controls}
          rows={views}
          unreadCount={unreadCount}
          isMarking={isMarking}
          onMarkAllRead={() => notificationsRef.send({ type: 'notifications.markRead' })}
          onSelect={(id) => {
            const notification = rows.find((row) => row.id === id);
            if (notification) notificationsRef.send({ type: 'notifications.select', notification });
          }}
        />
      </Card>
    </>
  );
}
