import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { providerClient } from '../../api/oidc/provider';
import { config } from '../../config';
import { failureOf } from '../../api/oidc/sign-in-failure';
import { AuthCard } from '../../components/auth/auth-card';
import { ProviderSignIn } from './provider-sign-in';
import { toast } from '../../components/toast';
import { signInFailureMessage } from './sign-in-failure-message';
import { safeReturnUrl } from '../../domain/return-url';

/**
 * §2 Login screen (/account-login) in oidc mode (§6): 'Welcome Back !' and 'Sign in with
 * {provider}', which starts the Authorization Code flow with PKCE, carrying the validated
 * `returnUrl` in its state. A provider out of reach is told in a toast (§8), and the button can be
 * pressed again.
 */
export default function ProviderLoginRoute() {
  const intl = useIntl();
  const search = useSearch();
  const [isRedirecting, setRedirecting] = useState(false);
  // A build without valid settings shows its configuration problems instead (src/boot/main.tsx).
  const providerName = config.oidc?.settings?.providerName ?? '';

  const signIn = () => {
    setRedirecting(true);
    const returnUrl = safeReturnUrl(new URLSearchParams(search).get('returnUrl'));
    providerClient
      .load()
      .then((client) => client.signIn(returnUrl))
      .catch((error: unknown) => {
        const failure = failureOf(error);
        console.error(failure);
        toast(signInFailureMessage(intl, failure.kind, providerName), 'error');
        setRedirecting(false);
      });
  };

  return (
    <AuthCard title={intl.formatMessage({ id: 'login.title' })} subtitle={intl.formatMessage({ id: 'login.subtitle' })}>
      <ProviderSignIn providerName={providerName} isRedirecting={isRedirecting} onSignIn={signIn} />
    </AuthCard>
  );
}
