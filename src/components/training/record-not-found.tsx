import { Link } from 'wouter';
import buttonStyles from '../ui/button.module.css';
import styles from '../ui/state-panel.module.css';

export interface RecordNotFoundProps {
  /** What is missing and why it may be, already translated. */
  message: string;
  /** The list to go back to, and its link's label. */
  backHref: string;
  backLabel: string;
}

/**
 * A detail page's 'not found' state (an employee or training the server answered 404 for: an old
 * link, a record removed, or one outside what the user may see): what happened and the way back to
 * the list. Shown once, in place of the record, with no 'Try again', since asking again finds nothing.
 */
export function RecordNotFound({ message, backHref, backLabel }: RecordNotFoundProps) {
  return (
    <div className={styles.notFound}>
      <p>{message}</p>
      <Link href={backHref} className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
        {backLabel}
      </Link>
    </div>
  );
}
