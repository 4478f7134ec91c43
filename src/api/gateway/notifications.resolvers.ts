import type { NotificationListRequest, NotificationPage } from '../notifications';
import { rest } from '../rest';

/** Resolvers of the notification list and mark-read calls (§3, §7). Their faults are only logged (§8). */
export const notificationsResolvers = {
  Query: {
    notifications: (args: { request: NotificationListRequest }) =>
      rest<NotificationPage>('/notifications/list', { method: 'POST', body: args.request, tell: 'caller' }),
  },
  Mutation: {
    markNotificationsRead: async () => {
      await rest<unknown>('/notifications/mark-read', { method: 'POST', tell: 'caller' });
      return { success: true, message: null };
    },
  },
};
