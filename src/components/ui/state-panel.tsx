import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Loader } from '../loader';
import { Button } from './button';
import styles from './state-panel.module.css';

/** The loading and error props every data-showing training component takes. */
export interface LoadStateProps {
  /** While true a spinner (announced as "Loading") replaces the content. */
  isLoading?: boolean;
  /** A failure to show instead of the content (already translated or the server's message). */
  error?: string | null;
  /** Offers a "Try again" button next to the error. */
  onRetry?: () => void;
}

export interface StatePanelProps extends LoadStateProps {
  /** True when loaded but there is nothing to show. */
  isEmpty?: boolean;
  /** What to say when empty. */
  emptyMessage?: ReactNode;
  children: ReactNode;
}

/** Shows, in this order of precedence, a loader, an error (with retry), an empty message, or the content. */
export function StatePanel({ isLoading, error, onRetry, isEmpty, emptyMessage, children }: StatePanelProps) {
  const intl = useIntl();
  if (isLoading) return <Loader label={intl.formatMessage({ id: 'common.loading' })} />;
  if (error) return <ErrorNotice title={intl.formatMessage({ id: 'data.error' })} message={error} onRetry={onRetry} />;
  if (isEmpty) return <p className={styles.empty}>{emptyMessage}</p>;
  return <>{children}</>;
}

/** A failure message announced to screen readers, under an optional title (what failed), with an optional "Try again". */
export function ErrorNotice({ title, message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.error} role="alert">
      <span className={styles.text}>
        {title ? <strong className={styles.title}>{title}</strong> : null}
        <span>{message}</span>
      </span>
      {onRetry ? (
        <Button variant="secondary" onPress={onRetry}>
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      ) : null}
    </div>
  );
}
