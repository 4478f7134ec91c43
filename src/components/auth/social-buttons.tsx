import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import styles from './auth-card.module.css';

const providers = ['Facebook', 'Google', 'GitHub', 'X'] as const;

/** §2: four social sign-in/up buttons with no visible behaviour. */
export function SocialButtons({ purpose }: { purpose: 'signIn' | 'signUp' }) {
  const intl = useIntl();
  const group = purpose === 'signIn' ? 'social.signIn' : 'register.socialSignUp';
  const each = purpose === 'signIn' ? 'social.signInWith' : 'register.socialWith';
  return (
    <div className={styles.socials} role="group" aria-label={intl.formatMessage({ id: group })}>
      {providers.map((provider) => (
        <Button key={provider} className={styles.social} aria-label={intl.formatMessage({ id: each }, { provider })}>
          <span aria-hidden="true">{provider[0]}</span>
        </Button>
      ))}
    </div>
  );
}
