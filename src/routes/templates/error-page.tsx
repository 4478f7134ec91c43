import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import buttonStyles from '../../components/ui/button.module.css';
import { RefreshIcon } from '../../components/ui/icons';
import { StatusPage, statusPageStyles } from './status-page';

export interface ErrorPageProps {
  /** Draws the page again (a failed chunk is loaded again). */
  onRetry: () => void;
  /** Inside the shell's content area: the sidebar and topbar stay usable. */
  embedded?: boolean;
}

/**
 * §8 'Something went wrong' for a page that failed to render: what happened, 'Try again' and
 * 'Back to Home'. Native controls only: it stands in every page's first chunk, like the offline page.
 */
export function ErrorPage({ onRetry, embedded }: ErrorPageProps) {
  const intl = useIntl();
  return (
    <StatusPage
      art="!"
      artText
      title={intl.formatMessage({ id: 'error.somethingWentWrong' })}
      text={intl.formatMessage({ id: 'error.pageFailed' })}
      embedded={embedded}
    >
      <div className={statusPageStyles.actions}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={onRetry}>
          <RefreshIcon /> {intl.formatMessage({ id: 'common.retry' })}
        </button>
        <Link href="/" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
          {intl.formatMessage({ id: 'common.backToHome' })}
        </Link>
      </div>
    </StatusPage>
  );
}
