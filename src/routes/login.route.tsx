import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { loadGateway } from '../api/client';
import { Link, useLocation, useSearch } from 'wouter';
import { removeToken, writeStoredUser, writeToken } from '../api/session-store';
import { AuthCard, authCardStyles } from '../components/auth/auth-card';
import { LoginForm } from '../components/auth/login-form';
import { FocusWithin } from '../components/focus-within';
import { toast } from '../components/toast';
import { useTranslateMessage } from '../i18n/known-messages';
import { loginMachine, selectIsSubmitting } from '../machines/login.machine';
import { safeReturnUrl } from './return-url';
import { useBoundMachine } from './use-bound-machine';

/** §2 Login screen (/account-login): binds the login machine to the form, the session and navigation. */
export default function LoginRoute() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const search = useSearch();
  const [, navigate] = useLocation();
  const returnUrl = safeReturnUrl(new URLSearchParams(search).get('returnUrl'));

  const machine = useBoundMachine({ returnUrl, navigate, translate }, (latest) =>
    loginMachine.provide({
      actions: {
        storeToken: (_, token) => writeToken(token),
        clearToken: () => removeToken(),
        storeUser: (_, user) => writeStoredUser(user),
        // The token is stored already: the shell's session starts from it on the page gone to.
        completeSignIn: () => {
          const { navigate: go, returnUrl: target } = latest();
          go(target, { replace: true });
        },
        toastError: (_, message) => toast(latest().translate(message), 'error'),
      },
    }),
  );
  const loginRef = useActorRef(machine);
  const isSubmitting = useSelector(loginRef, selectIsSubmitting);

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'login.title' })}
      subtitle={intl.formatMessage({ id: 'login.subtitle' })}
      footer={
        <>
          {intl.formatMessage({ id: 'login.noAccount' })} <Link href="/account-register">{intl.formatMessage({ id: 'login.signUp' })}</Link>
        </>
      }
    >
      <p className={authCardStyles.hint}>
        {intl.formatMessage(
          { id: 'login.demoHint' },
          { email: <strong key="email">admin@example.com</strong>, password: <strong key="password">Admin@123</strong> },
        )}
      </p>
      <FocusWithin onFocusWithin={loadGateway}>
        <LoginForm
          isSubmitting={isSubmitting}
          onSubmit={(credentials) => loginRef.send({ type: 'login.submit', credentials: { ...credentials, email: credentials.email.trim() } })}
          onInvalid={() => loginRef.send({ type: 'login.invalid' })}
        />
      </FocusWithin>
    </AuthCard>
  );
}
