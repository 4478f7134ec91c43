/**
 * Notifications (§3, §4): the detail page (loaded by the route table), and the topbar's bell with the
 * shared wording of a notification, which src/app wires to the notifications machine.
 */
export { NotificationBell } from './notification-bell';
export { useNotificationViews } from './notification-views';
