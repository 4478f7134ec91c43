import { PlaceholderPage } from './placeholder-page';

/** §2 /notification-detail: the target of View All Notification; its contents are not shown in the spec. */
export default function NotificationDetailRoute() {
  return <PlaceholderPage title="notifications.title" description="notificationDetail.description" />;
}
