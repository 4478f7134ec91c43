import { http } from 'msw';
import { booleanFilter, createList, equalsFilter, ListRequestError } from '../list-engine';
import { type ListRequest } from '../../src/domain/list-request';
import { apiPath } from '../api-path';
import { db, saveDb } from '../db';
import { notificationsOf, readMarksOver, userReadMarks, type MockNotification, type ReadMarks } from '../notification-feed';
import { defaultTrainingStore, type TrainingStore } from '../training-store';
import { ok, refused } from './respond';
import { signedIn } from './signed-in';
import { requiredGaps } from '../compliance-matrix';
import { dataInScope } from '../data-in-scope';
import type { Access } from '../../src/domain/access';
import { restPaths } from '../../src/api/rest-paths';

/** The demo's read marks: kept in the db, so they survive a reload and every write to the training data. */
const dbReadMarks = readMarksOver(() => db.readNotificationIds, saveDb);

/**
 * The §3 list request over notifications: `searchTerm` looks in name and
 * description (every word must occur); filters (as `filterKey`/`filterValue` or
 * in the where clause) `isRead` (`true`/`false`), `empId` and `id` (`id=a&id=b`: any of these, the
 * detail page's 'New at my last visit'); sort `createdOn`
 * (the default, newest first).
 */
function listNotifications(notifications: MockNotification[], request: ListRequest) {
  return createList(notifications, {
    searchText: (notification) => `${notification.name} ${notification.description}`,
    filters: {
      isRead: booleanFilter((notification) => notification.isRead),
      empId: equalsFilter((notification) => notification.empId ?? ''),
      id: equalsFilter((notification) => notification.id),
    },
    sorts: { createdOn: (notification) => notification.createdOn },
    defaultSort: { key: 'createdOn', descending: true },
  })(request);
}

/** The required trainings missing or lapsing among the employees `access` reaches, on the store's day: asked only when the feed is derived again. */
const gapsOf = (store: TrainingStore, access: Access) => () => requiredGaps(dataInScope(store, access.scope), store.compliance(), store.index().today);

/**
 * REST contract of the notification calls (docs/rest-notifications-account.md).
 * The notifications are derived on every read from `store`'s training records
 * and requirements (`notification-feed.ts`), so a recorded completion removes the ones it settles;
 * `marks` keeps which were read, per user. Each caller gets those of their scope (§10).
 */
export function notificationHandlers(store: TrainingStore = defaultTrainingStore, marks: ReadMarks = dbReadMarks) {
  return [
    http.post(
      apiPath(restPaths.notifications),
      signedIn(async ({ request }, { access, user }) => {
        const body: unknown = await request.json().catch(() => null);
        const listRequest = (body && typeof body === 'object' ? body : {}) as ListRequest;
        const notifications = notificationsOf(store.index(access.scope), userReadMarks(marks, user.user_id), gapsOf(store, access));
        try {
          const page = listNotifications(notifications, listRequest);
          return ok({
            items: page.items,
            totalCount: page.totalCount,
            unreadCount: notifications.filter((notification) => !notification.isRead).length,
          });
        } catch (error) {
          if (error instanceof ListRequestError) return refused(error.message, 400);
          throw error;
        }
      }),
    ),

    http.post(
      apiPath(restPaths.markNotificationsRead),
      signedIn((_info, { access, user }) => {
        const mine = userReadMarks(marks, user.user_id);
        mine.markRead(
          notificationsOf(store.index(access.scope), mine, gapsOf(store, access))
            .filter((notification) => !notification.isRead)
            .map((notification) => notification.id),
        );
        return ok(null, 'All notifications are marked as read.');
      }),
    ),
  ];
}
