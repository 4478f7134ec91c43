import { useIntl } from 'react-intl';
import { denialOf, type Access, type GuardedAction } from '../domain/access';
import styles from './access-note.module.css';

/**
 * Where a page's actions would be, why the user has none (§10): 'Viewers can read but not change
 * records.' or 'Managers add and change trainings through an admin.', once, in the active language.
 * Nothing when the user may `action`; a disabled button without a reason is never shown instead.
 */
export function AccessNote({ access, action }: { access: Access; action: GuardedAction }) {
  const intl = useIntl();
  const denial = denialOf(access, action);
  return denial ? <p className={styles.note}>{intl.formatMessage({ id: denial })}</p> : null;
}
