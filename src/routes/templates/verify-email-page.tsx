import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AuthFrame } from '../../components/auth/auth-frame';
import type { AuthVariant } from '../../components/auth/auth-variants';
import { Alert } from '../../components/ui/alert';
import { MailIcon } from '../../components/ui/icons';
import buttonStyles from '../../components/ui/button.module.css';
import styles from './template-pages.module.css';

export interface VerifyEmailPageProps {
  /** §2 lists basic, cover and modern. */
  variant: AuthVariant;
  /** Where the verification email went. */
  email: string;
}

/**
 * §2 Verify email (basic, cover, modern): Skip Now goes to `/`; 'Please try
 * again' resends (no call, §7) except in the cover variant, where it also goes to `/`.
 */
export function VerifyEmailPage({ variant, email }: VerifyEmailPageProps) {
  const intl = useIntl();
  const [resent, setResent] = useState(false);
  const tryAgain = intl.formatMessage({ id: 'template.verify.tryAgain' });
  return (
    <AuthFrame variant={variant} title={intl.formatMessage({ id: 'template.verify.title' })}>
      <span className={styles.badge} aria-hidden="true">
        <MailIcon />
      </span>
      <p className={styles.text}>{intl.formatMessage({ id: 'template.verify.sent' }, { email: <strong key="email">{email}</strong> })}</p>
      <div role="status">{resent ? <Alert tone="success">{intl.formatMessage({ id: 'template.verify.resent' }, { email })}</Alert> : null}</div>
      <Link href="/" className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`}>
        {intl.formatMessage({ id: 'template.verify.skip' })}
      </Link>
      <p className={styles.text}>
        {intl.formatMessage({ id: 'template.verify.notReceived' })}{' '}
        {variant === 'cover' ? (
          <Link href="/">{tryAgain}</Link>
        ) : (
          <AriaButton className={styles.linkButton} onPress={() => setResent(true)}>
            {tryAgain}
          </AriaButton>
        )}
      </p>
    </AuthFrame>
  );
}
