import { useIntl } from 'react-intl';
import type { RevertResult } from '../../domain/change';
import { isolate } from '../../domain/bidi';
import { ChangeItem } from './change-item';
import styles from './change-history.module.css';
import notice from '../training/conflict-notice.module.css';

/**
 * Why a revert or an undo wrote nothing (§20): for each record in the way, its name, the
 * server's reason when undoing it would break another record, and the changes made to it since,
 * newest first. Announced as an alert.
 */
export function RevertConflicts({ result, title }: { result: RevertResult; title: string }) {
  const intl = useIntl();
  return (
    <div className={notice.notice} role="alert">
      <p className={notice.title}>{title}</p>
      <p>{intl.formatMessage({ id: 'changes.conflictIntro' }, { count: result.conflicts.length })}</p>
      {result.conflicts.map((conflict) => (
        <section key={`${conflict.kind}:${conflict.recordId}`} aria-label={conflict.label}>
          <p className={notice.title}>
            {isolate(conflict.label)}
            {conflict.detail ? <bdi>{` ${conflict.detail}`}</bdi> : null}
          </p>
          {conflict.changes.length > 0 ? (
            <ul className={styles.list}>
              {conflict.changes.map((change) => (
                <ChangeItem key={change.id} change={change} />
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
