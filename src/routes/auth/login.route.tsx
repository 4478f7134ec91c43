import { useIntl } from 'react-intl';
import { loadGateway } from '../../api/client';
import { Link, useLocation, useSearch } from 'wouter';
import { useSyncExternalStore } from 'react';
import { beginSession } from '../../machines/session-persistence';
import { forgetSessionEnded, sessionEnded } from '../../storage/session-ended';
import { AuthCard, authCardStyles } from '../../components/auth/auth-card';
import { SignInAlert } from './sign-in-alert';
import { LoginForm } from './login-form';
import { FocusWithin } from '../../components/focus-within';
import { closeToasts, toast } from '../../components/toast';
import { useTranslateMessage } from '../../i18n/known-messages';
import { selectIsSubmitting } from './login.selectors';
import { safeReturnUrl } from '../../domain/return-url';
import { useActorRef, useSelector } from '@xstate/react';
import { loginMachine } from '../../machines/login.machine';
import { useBoundMachine } from '../../hooks/use-bound-machine';

/** The group of the sign-in's error toasts: a sign-in that succeeds closes them, so no stale error follows the user in. */
const ERROR_TOASTS = 'login-errors';

/** The session-ended note changes only with a page load: nothing to subscribe to. */
const noChanges = () => () => {};

/**
 * §2 Login screen (/account-login): binds the login machine to the form, the
 * session and navigation. The machine comes with the page; the gateway that sends the sign-in
 * loads when the form is first focused. A user whose session ended by itself (expiry, a 401) is told so,
 * and that their typing was kept. A failed sign-in is told beside the form and in a toast (§4).
 */
export default function LoginRoute() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const search = useSearch();
  const [, navigate] = useLocation();
  const returnUrl = safeReturnUrl(new URLSearchParams(search).get('returnUrl'));

  const machine = useBoundMachine({ returnUrl, navigate, translate }, (latest) =>
    loginMachine.provide({
      actions: {
        // The shell's session actor starts from what this stores, on the page gone to.
        completeSignIn: (_, { token, user }) => {
          beginSession(token, user);
          closeToasts(ERROR_TOASTS);
          forgetSessionEnded();
          const { navigate: go, returnUrl: target } = latest();
          go(target, { replace: true });
        },
        toastError: (_, message) => toast(latest().translate(message), 'error', { group: ERROR_TOASTS }),
      },
    }),
  );
  const login = useActorRef(machine);
  const isSubmitting = useSelector(login, selectIsSubmitting);
  const error = useSelector(login, (snapshot) => snapshot.context.error);
  const errorDetail = useSelector(login, (snapshot) => snapshot.context.errorDetail);
  // Read after hydration: the prerendered page cannot know that this tab's session ended.
  const ended = useSyncExternalStore(noChanges, sessionEnded, () => false);

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
      {import.meta.env?.VITE_DEMO_CONTENT !== 'false' ? (
        <>
          <p className={authCardStyles.hint}>
            {intl.formatMessage(
              { id: 'login.demoHint' },
              { email: <strong key="email">admin@example.com</strong>, password: <strong key="password">Admin@123</strong> },
            )}
          </p>
          <p className={authCardStyles.hint}>
            {intl.formatMessage(
              { id: 'login.demoRoles' },
              {
                manager: <strong key="manager">manager@example.com / Manager@123</strong>,
                viewer: <strong key="viewer">viewer@example.com / Viewer@123</strong>,
              },
            )}
          </p>
        </>
      ) : null}
      {ended ? (
        <p className={authCardStyles.hint} role="status">
          {intl.formatMessage({ id: 'login.sessionEnded' })}
        </p>
      ) : null}
      {/* Beside the form as well as in the toast: where the eye is, for as long as it holds, and shown
          even when the toasts' own code could not be downloaded (offline). */}
      <SignInAlert message={error ? translate(error) : null} detail={errorDetail ? translate(errorDetail) : null} />
      {/* Fetched ahead; a download that fails here is tried again by the submit, which says so when it fails. */}
      <FocusWithin onFocusWithin={() => loadGateway().catch(() => {})}>
        <LoginForm
          isSubmitting={isSubmitting}
          onSubmit={(credentials) => login.send({ type: 'login.submit', credentials: { ...credentials, email: credentials.email.trim() } })}
          onInvalid={() => login.send({ type: 'login.invalid' })}
        />
      </FocusWithin>
    </AuthCard>
  );
}
