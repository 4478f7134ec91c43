import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Change } from '../../domain/change';
import { isolate } from '../../domain/bidi';
import { useChangeText } from './change-text';
import styles from './change-history.module.css';
import notice from '../training/conflict-notice.module.css';

export interface ChangeItemProps {
  change: Change;
  /** Shown at the item's end, e.g. its Revert button. */
  action?: ReactNode;
  /** Whether to name the record's kind (a list that mixes kinds: an employee's history, the activity log). */
  showKind?: boolean;
  /** Where the change's batch (an import) opens, when the reader may open the activity log. */
  batchHref?: (batchId: string) => string;
}

/**
 * One change of a history (§20): who did what to which record, when (the viewer's time zone), the
 * import it was part of, and a table of each field before and after, named as the forms name them.
 */
export function ChangeItem({ change, action, showKind = true, batchHref }: ChangeItemProps) {
  const intl = useIntl();
  const text = useChangeText();
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        {showKind ? <span className={styles.kind}>{text.kindName(change.kind)}</span> : null}
        <span className={styles.headline}>{text.headline({ ...change, actorName: isolate(change.actorName), recordLabel: isolate(change.recordLabel) })}</span>
        <time className={styles.when} dateTime={change.at}>
          {text.when(change.at)}
        </time>
      </div>
      {change.batchLabel ? (
        <p className={styles.batch}>
          {batchHref && change.batchId ? (
            <Link href={batchHref(change.batchId)}>{intl.formatMessage({ id: 'changes.batch' }, { label: isolate(change.batchLabel) })}</Link>
          ) : (
            intl.formatMessage({ id: 'changes.batch' }, { label: isolate(change.batchLabel) })
          )}
        </p>
      ) : null}
      {change.fields.length > 0 ? (
        <table className={`${notice.table} ${styles.fields}`}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'conflict.field' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'changes.before' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'changes.after' })}</th>
            </tr>
          </thead>
          <tbody>
            {change.fields.map(({ field, before, after }) => (
              <tr key={field}>
                <th scope="row">{text.fieldLabel(change.kind, field)}</th>
                <td>{change.action === 'created' ? '' : <bdi>{text.value(before)}</bdi>}</td>
                <td>{change.action === 'removed' ? '' : <bdi>{text.value(after)}</bdi>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </li>
  );
}
