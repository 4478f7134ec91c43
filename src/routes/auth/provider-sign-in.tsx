import { useIntl } from 'react-intl';
import { Button } from '../../components/ui/button';
import styles from '../../components/auth/auth-card.module.css';

export interface ProviderSignInProps {
  /** The identity provider's name, as configured (`VITE_OIDC_PROVIDER_NAME`). */
  providerName: string;
  /** The browser is on its way to the provider: the button waits and says so. */
  isRedirecting: boolean;
  onSignIn: () => void;
}

/**
 * §2 Login in oidc mode (§6 "cloud identity provider"): no password form, one button that
 * leaves for the provider's sign-in page ('Sign in with {provider}') and a line that says so.
 * A failure shows as a toast (the route's), and the button can be pressed again.
 */
export function ProviderSignIn({ providerName, isRedirecting, onSignIn }: ProviderSignInProps) {
  const intl = useIntl();
  const provider = { provider: providerName };
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{intl.formatMessage({ id: 'oidc.hint' }, provider)}</p>
      <Button block onPress={onSignIn} isDisabled={isRedirecting}>
        {intl.formatMessage({ id: isRedirecting ? 'login.pleaseWait' : 'oidc.signInWith' }, provider)}
      </Button>
    </div>
  );
}
