import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AuthCard } from './auth-card';
import buttonStyles from '../ui/button.module.css';

/** §2 Logged out page: 'You are Logged Out', 'Thank you for using trend app', and Sign In to `signInHref`. */
export function LoggedOut({ signInHref }: { signInHref: string }) {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage({ id: 'logout.title' })} subtitle={intl.formatMessage({ id: 'logout.thanks' })}>
      <Link href={signInHref} className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`}>
        {intl.formatMessage({ id: 'logout.signIn' })}
      </Link>
    </AuthCard>
  );
}
