import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../ui/button';
import styles from './conflict-notice.module.css';

/** One field that differs: its label, and both values as they read (null: empty). */
interface ConflictRow {
  label: string;
  saved: string | null;
  yours: string | null;
}

/** How a form's fields read in a conflict: each field's label and how its value is shown (an option's name, a date). */
export type ConflictFields<Values> = { [Field in keyof Values]?: { label: string; show?: (value: Values[Field]) => string } };

/** Someone else saved the record after the form was opened: the record as it is now, and how to drop the form's own changes. */
export interface FormConflict<Values> {
  /** The record's editable values as the server holds them now. */
  current: Values;
  /** Drops what the user typed for what is saved now. */
  onDiscard: () => void;
  /** The record can no longer take the user's values (someone else completed it): they cannot be saved over it. */
  final?: boolean;
}

/** The fields whose value in the form differs from what is saved now, as they read. */
function conflictRows<Values>(fields: ConflictFields<Values>, current: Values, yours: Values): ConflictRow[] {
  return (Object.keys(fields) as (keyof Values)[]).flatMap((name) => {
    const field = fields[name]!;
    const read = (value: Values[typeof name]) => {
      const text = field.show ? field.show(value) : value === null || value === undefined ? '' : String(value);
      return text.trim() === '' ? null : text;
    };
    const [saved, mine] = [read(current[name]), read(yours[name])];
    return saved === mine ? [] : [{ label: field.label, saved, yours: mine }];
  });
}

/** What a form's conflict notice shows (`FormActions` draws it). */
export interface ConflictNoticeProps {
  /** What was changed, in §8's voice ('This employee was changed by someone else.'). */
  message: MessageId;
  rows: readonly ConflictRow[];
  onDiscard: () => void;
  /** Nothing can be saved over the record any more: no 'Save mine over theirs', no discard; Cancel closes. */
  final?: boolean;
}

/**
 * The notice a form shows while it is in conflict: `message`, and each of `fields` whose value saved
 * now differs from the one the user `typed`. @returns null when there is no conflict.
 */
export function conflictNotice<Values>(
  message: MessageId,
  fields: ConflictFields<Values>,
  conflict: FormConflict<Values> | null | undefined,
  typed: Values,
): ConflictNoticeProps | null {
  return conflict ? { message, rows: conflictRows(fields, conflict.current, typed), onDiscard: conflict.onDiscard, final: conflict.final } : null;
}

/** How a select's value reads in a conflict: the name of the option it chose (its id when none has it). */
export const optionName = (options: readonly { id: string; name: string }[]) => (id: string) => options.find((option) => option.id === id)?.name ?? id;

/**
 * A save refused because someone else saved the record first (a 409): says so, shows what is saved
 * now beside what the user entered, field by field, and offers to discard theirs; saving theirs over
 * is the form's submit button, which says so meanwhile. The user's input stays in the form. When the
 * record can no longer take it (`final`: completed by someone else), it says that instead, and
 * offers neither.
 */
export function ConflictNotice({ message, rows, onDiscard, final = false }: ConflictNoticeProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.title}>{t(message)}</p>
      <p>{t(final ? 'conflict.final' : 'conflict.explain')}</p>
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
                  <bdi>{row.saved ?? t('conflict.empty')}</bdi>
                </td>
                <td>
                  <bdi>{row.yours ?? t('conflict.empty')}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {final ? null : (
        <div>
          <Button variant="secondary" onPress={onDiscard}>
            {t('conflict.discard')}
          </Button>
        </div>
      )}
    </div>
  );
}
