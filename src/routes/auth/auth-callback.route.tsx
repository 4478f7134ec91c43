import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { oidcSettings, providerClient } from '../../api/oidc/provider';
import { failureOf } from '../../api/oidc/sign-in-failure';
import { storeProviderSession } from '../../machines/session-persistence';
import { AuthCard } from '../../components/auth/auth-card';
import { Loader } from '../../components/loader';
import { toast } from '../../components/toast';
import { LOGIN_PATH, safeReturnUrl } from '../../domain/return-url';
import { signInFailureMessage } from './sign-in-failure-message';

/**
 * The callbacks already being completed, by URL: React runs a mount effect twice in development,
 * and a code is good for one exchange (the second would read as a replay).
 */
const completing = new Map<string, Promise<string>>();

/**
 * The provider's answer to a sign-in (/auth/callback, §6 oidc): exchanges the code, stores the
 * session (§4: sessionStorage) and replaces the URL with the path the sign-in was started for. An
 * error answer (`access_denied`, `login_required`), an unknown or used state (a replayed link) or a
 * provider out of reach goes to the login page with the message in a toast (§8), never a blank page.
 */
export default function AuthCallbackRoute() {
  const intl = useIntl();
  const [, navigate] = useLocation();

  useEffect(() => {
    const url = window.location.href;
    let done = completing.get(url);
    if (!done) {
      done = providerClient
        .load()
        .then((client) => client.completeSignIn(url))
        .then(({ session, returnUrl }) => {
          storeProviderSession(session);
          return safeReturnUrl(returnUrl);
        });
      completing.set(url, done);
    }
    let active = true;
    done.then(
      (path) => active && navigate(path, { replace: true }),
      (error: unknown) => {
        if (!active) return;
        const failure = failureOf(error);
        console.error(failure);
        toast(signInFailureMessage(intl, failure.kind, oidcSettings().providerName), 'error');
        navigate(LOGIN_PATH, { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [intl, navigate]);

  const signingIn = intl.formatMessage({ id: 'oidc.signingIn' });
  return (
    <AuthCard title={signingIn}>
      <Loader label={signingIn} />
    </AuthCard>
  );
}
