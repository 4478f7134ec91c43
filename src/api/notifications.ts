import { request } from './client';
import { MarkNotificationsReadDocument, NotificationsDocument, type NotificationsQuery } from './generated/graphql';

/** The §3 notification list request. */
export interface NotificationListRequest {
  searchTerm: string;
  pageNumber: number;
  pageSize: number;
  filterKey: string;
  filterValue: string;
  whereClause: string;
}

/** §9: the notification page the topbar asks for (page 1 of 10, no search or filter). */
const DEFAULT_NOTIFICATION_REQUEST: NotificationListRequest = {
  searchTerm: '',
  pageNumber: 1,
  pageSize: 10,
  filterKey: '',
  filterValue: '',
  whereClause: '',
};

/** A notification (§3); `createdOn` is an ISO 8601 instant, `empId` set when it concerns one employee. */
export type NotificationItem = NotificationsQuery['notifications']['items'][number];

/** One page of notifications with the user's unread count. */
export type NotificationPage = NotificationsQuery['notifications'];

/**
 * §3/§7 get-notifications call. Missing request fields take the §9 defaults.
 * Failures are passed on untold (§8: the caller only logs them). @throws ApiError.
 */
export async function fetchNotifications(overrides: Partial<NotificationListRequest> = {}): Promise<NotificationPage> {
  const data = await request(NotificationsDocument, { request: { ...DEFAULT_NOTIFICATION_REQUEST, ...overrides } });
  return data.notifications;
}

/** §4/§7 mark-notifications-read call (no payload). Failures are passed on untold. @throws ApiError. */
export async function markNotificationsRead(): Promise<void> {
  await request(MarkNotificationsReadDocument);
}
