import { useIntl } from 'react-intl';
import { Loader } from '../loader';
import { Button } from '../ui/button';
import styles from './data.module.css';

export interface DataStatusProps {
  /** Which state a slice without rows to show is in. */
  kind: 'loading' | 'empty' | 'error';
  /** The stored error (already translated), shown under the error title. */
  message?: string | null;
  /** Offered as a Try again button in the error state. */
  onRetry?: () => void;
}

/**
 * The state of a data slice that has nothing to show (§3/§4): a spinner while
 * it loads, a note when its list is empty, the error it stored with a way to
 * try again. Never blank, so a failed data call leaves a readable page.
 */
export function DataStatus({ kind, message, onRetry }: DataStatusProps) {
  const intl = useIntl();
  if (kind === 'loading') return <Loader label={intl.formatMessage({ id: 'data.loading' })} />;
  if (kind === 'empty') {
    return (
      <p className={styles.status} role="status">
        {intl.formatMessage({ id: 'data.empty' })}
      </p>
    );
  }
  return (
    <div className={`${styles.status} ${styles.error}`} role="alert">
      <p className={styles.errorTitle}>{intl.formatMessage({ id: 'data.error' })}</p>
      {message ? <p className={styles.errorMessage}>{message}</p> : null}
      {onRetry ? (
        <Button variant="secondary" onPress={onRetry}>
          {intl.formatMessage({ id: 'data.retry' })}
        </Button>
      ) : null}
    </div>
  );
}
