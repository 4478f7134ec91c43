import { useIntl } from 'react-intl';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import styles from '../ui/alert.module.css';

/**
 * Says that a form holds a draft put back (`useFormDraft`): the time it was typed and that it was
 * kept across a session's end or a reload, with 'Discard these changes', which returns the form to
 * what was saved. When the record was changed since the draft began (`changedSince`), it says so
 * and that saving will show both versions. Nothing without a draft.
 */
export function DraftNotice({ restored, onDiscard }: { restored: { savedAt: number; changedSince?: boolean } | null; onDiscard: () => void }) {
  const intl = useIntl();
  if (!restored) return null;
  return (
    <div role="status">
      <Alert tone={restored.changedSince ? 'warning' : 'info'}>
        <div className={styles.withActions}>
          <p>
            {intl.formatMessage({ id: 'draft.restored' }, { time: intl.formatTime(restored.savedAt, { timeStyle: 'short' }) })}
            {restored.changedSince ? ` ${intl.formatMessage({ id: 'draft.changedSince' })}` : null}
          </p>
          <Button variant="ghost" onPress={onDiscard}>
            {intl.formatMessage({ id: 'draft.discardRestored' })}
          </Button>
        </div>
      </Alert>
    </div>
  );
}
