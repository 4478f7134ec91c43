import { useIntl } from 'react-intl';
import buttonStyles from '../../components/ui/button.module.css';
import { RefreshIcon, WifiOffIcon } from '../../components/ui/icons';
import { StatusPage } from './status-page';

export interface OfflinePageProps {
  /** Reloads the current address (§2). */
  onRefresh: () => void;
  /** Drawn inside the shell's content area. */
  embedded?: boolean;
}

/** §2 Offline: 'We're Temporarily Offline', why nothing can be shown, and Refresh. Also shown when a page's code fails to load,
 * so it stands in every page's first chunk: a native button, no react-aria (the byte budgets). */
export function OfflinePage({ onRefresh, embedded }: OfflinePageProps) {
  const intl = useIntl();
  return (
    <StatusPage art={<WifiOffIcon />} title={intl.formatMessage({ id: 'offline.title' })} text={intl.formatMessage({ id: 'offline.text' })} embedded={embedded}>
      <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={onRefresh}>
        <RefreshIcon /> {intl.formatMessage({ id: 'offline.refresh' })}
      </button>
    </StatusPage>
  );
}
