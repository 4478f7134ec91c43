import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../ui/button';
import styles from './conflict-notice.module.css';

/** One field that differs: its label, and both values as they read. */
export interface ConflictRow {
  label: string;
  saved: string;
  yours: string;
}

/** How a form's fields read in a conflict: each field's label and how its value is shown (an option's name, a date). */
export type ConflictFields<Values> = { [Field in keyof Values]?: { label: string; show?: (value: Values[Field]) => string } };

/** Someone else saved the record after the form was opened: the record as it is now, and how to drop the form's own changes. */
export interface FormConflict<Values> {
  /** The record's editable values as the server holds them now. */
  current: Values;
  /** Drops what the user typed for what is saved now. */
  onDiscard: () => void;
}

/** The fields whose value in the form differs from what is saved now, as they read. */
export function conflictRows<Values>(fields: ConflictFields<Values>, current: Values, yours: Values, empty: string): ConflictRow[] {
  return (Object.keys(fields) as (keyof Values)[]).flatMap((name) => {
    const field = fields[name]!;
    const read = (value: Values[typeof name]) => {
      const text = field.show ? field.show(value) : value === null || value === undefined ? '' : String(value);
      return text.trim() === '' ? empty : text;
    };
    const [saved, mine] = [read(current[name]), read(yours[name])];
    return saved === mine ? [] : [{ label: field.label, saved, yours: mine }];
  });
}

export interface ConflictNoticeProps {
  /** What was changed, in §8's voice ('This employee was changed by someone else.'). */
  message: MessageId;
  rows: readonly ConflictRow[];
  onDiscard: () => void;
}

/**
 * A save refused because someone else saved the record first (a 409): says so, shows what is saved
 * now beside what the user entered, field by field, and offers to discard theirs; saving theirs over
 * is the form's submit button, which says so meanwhile. The user's input stays in the form.
 */
export function ConflictNotice({ message, rows, onDiscard }: ConflictNoticeProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.title}>{t(message)}</p>
      <p>{t('conflict.explain')}</p>
      {rows.length > 0 ? (
        <table className={styles.table}>
          <caption className="visually-hidden">{t('conflict.changes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('conflict.field')}</th>
              <th scope="col">{t('conflict.saved')}</th>
              <th scope="col">{t('conflict.yours')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>
                  <bdi>{row.saved}</bdi>
                </td>
                <td>
                  <bdi>{row.yours}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div>
        <Button variant="secondary" onPress={onDiscard}>
          {t('conflict.discard')}
        </Button>
      </div>
    </div>
  );
}
