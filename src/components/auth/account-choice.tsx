import { useIntl } from 'react-intl';
import { isolate } from '../../domain/bidi';
import { AuthCard } from './auth-card';
import buttonStyles from '../ui/button.module.css';
import styles from './account-choice.module.css';

/** One signed-in account a new tab may continue as: its user's id, name and e-mail address. */
interface AccountOption {
  owner: string;
  name: string;
  email: string;
}

export interface AccountChoiceProps {
  /** The accounts signed in in the browser's other tabs (two or more). */
  accounts: readonly AccountOption[];
  /** The user chose `owner`'s account. */
  onChoose: (owner: string) => void;
  /** Where 'Sign in as someone else' goes (the login page, with this page as its returnUrl). */
  signInHref: string;
}

/**
 * §4 Session shared by the tabs: a tab opened while other tabs hold different users asks which one to
 * continue as, naming each (never picks one silently), or signs in afresh.
 */
export function AccountChoice({ accounts, onChoose, signInHref }: AccountChoiceProps) {
  const intl = useIntl();
  return (
    <AuthCard
      title={intl.formatMessage({ id: 'session.choose.title' })}
      subtitle={intl.formatMessage({ id: 'session.choose.text' })}
      footer={<a href={signInHref}>{intl.formatMessage({ id: 'session.choose.signInOther' })}</a>}
    >
      <ul className={styles.accounts}>
        {accounts.map((account) => (
          <li key={account.owner}>
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.block} ${styles.account}`}
              onClick={() => onChoose(account.owner)}
            >
              <span className={styles.name}>{intl.formatMessage({ id: 'session.choose.continueAs' }, { name: isolate(account.name) })}</span>
              {account.email && account.email !== account.name ? <span className={styles.email}>{account.email}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </AuthCard>
  );
}
