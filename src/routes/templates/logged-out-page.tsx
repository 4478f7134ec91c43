import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AuthFrame } from '../../components/auth/auth-frame';
import { authPath, type AuthVariant } from '../../components/auth/auth-variants';
import { LogOutIcon } from '../../components/ui/icons';
import { LOGIN_PATH } from '../../domain/return-url';
import buttonStyles from '../../components/ui/button.module.css';
import styles from './template-pages.module.css';

/** §2 where Sign In goes: basic → the app's login, cover → the basic login, boxed and modern → their own login variant. */
export function signInHrefFor(variant: AuthVariant): string {
  if (variant === 'basic') return LOGIN_PATH;
  if (variant === 'cover') return authPath('login', 'basic');
  return authPath('login', variant);
}

/** §2 Logged out page in any variant: 'You are Logged Out', 'Thank you for using trend app', Sign In. `/auth-logout-basic` is the target after sign out. */
export function LoggedOutPage({ variant }: { variant: AuthVariant }) {
  const intl = useIntl();
  return (
    <AuthFrame variant={variant} title={intl.formatMessage({ id: 'logout.title' })} subtitle={intl.formatMessage({ id: 'logout.thanks' })}>
      <span className={styles.badge} aria-hidden="true">
        <LogOutIcon />
      </span>
      <Link href={signInHrefFor(variant)} className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`}>
        {intl.formatMessage({ id: 'logout.signIn' })}
      </Link>
    </AuthFrame>
  );
}
