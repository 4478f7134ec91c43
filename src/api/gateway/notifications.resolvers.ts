import type { NotificationsQuery, NotificationsQueryVariables } from '../generated/graphql';
import { parseNotificationSubject } from '../notification-subject';
import { rest } from '../rest';
import { restPaths } from '../rest-paths';

type NotificationPage = NotificationsQuery['notifications'];

type RestPage = Omit<NotificationPage, 'items'> & { items: (Omit<NotificationPage['items'][number], 'subject'> & { subject?: unknown })[] };

/** Resolvers of the notification list and mark-read calls (§3, §7). Their faults are only logged (§8). */
export const notificationsResolvers = {
  Query: {
    // A subject the client cannot read is dropped here, at the boundary, not failed on: the
    // notification still shows, with the server's own description.
    notifications: async (args: NotificationsQueryVariables) => {
      const page = await rest<RestPage>(restPaths.notifications, { method: 'POST', body: args.request, tell: 'caller' });
      return { ...page, items: page.items.map((item) => ({ ...item, subject: parseNotificationSubject(item.subject) })) };
    },
  },
  Mutation: {
    markNotificationsRead: async () => {
      await rest<unknown>(restPaths.markNotificationsRead, { method: 'POST', tell: 'caller' });
      return { success: true, message: null };
    },
  },
};
