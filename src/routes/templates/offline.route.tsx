import { OfflinePage } from './offline-page';

/** §2 /pages-offline: Refresh reloads the current address. */
export default function OfflineRoute() {
  return <OfflinePage onRefresh={() => window.location.reload()} />;
}
