import { http } from 'msw';
import { apiPath } from '../api-path';
import { db, saveDb } from '../db';
import type { MockNotification } from '../fixtures/notifications';
import { userFromRequest } from './auth';
import { ok, refused } from './respond';

/** The §3 list request as the handler reads it; every field optional. */
interface ListRequest {
  searchTerm?: string;
  pageNumber?: number;
  pageSize?: number;
  filterKey?: string;
  filterValue?: string;
  whereClause?: string;
}

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** Keeps the notifications matching the search term (name or description) and the `filterKey = filterValue` pair. */
function matches(notification: MockNotification, request: ListRequest): boolean {
  const term = request.searchTerm?.trim().toLowerCase();
  if (term && !`${notification.name} ${notification.description}`.toLowerCase().includes(term)) return false;
  const key = request.filterKey as keyof MockNotification | undefined;
  if (key && request.filterValue !== undefined && request.filterValue !== '' && Object.hasOwn(notification, key)) {
    return String(notification[key]) === request.filterValue;
  }
  return true;
}

/** REST contract of the notification calls (docs/rest-notifications-account.md). */
export const notificationHandlers = [
  http.post(apiPath('/notifications/list'), async ({ request }) => {
    if (!(await userFromRequest(request))) return refused(SESSION_EXPIRED, 401);
    const body = (await request.json().catch(() => ({}))) as ListRequest;
    const pageNumber = Math.max(1, Math.floor(Number(body.pageNumber) || 1));
    const pageSize = Math.min(100, Math.max(1, Math.floor(Number(body.pageSize) || 10)));
    const found = db.notifications
      .filter((notification) => matches(notification, body))
      .sort((a, b) => b.createdOn.localeCompare(a.createdOn));
    return ok({
      items: found.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      totalCount: found.length,
      unreadCount: db.notifications.filter((notification) => !notification.isRead).length,
    });
  }),

  http.post(apiPath('/notifications/mark-read'), async ({ request }) => {
    if (!(await userFromRequest(request))) return refused(SESSION_EXPIRED, 401);
    for (const notification of db.notifications) notification.isRead = true;
    saveDb();
    return ok(null, 'All notifications are marked as read.');
  }),
];
