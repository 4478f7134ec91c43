import { useIntl } from 'react-intl';
import { loadGateway } from '../../api/client';
import { Link, useLocation } from 'wouter';
import { AuthCard } from '../../components/auth/auth-card';
import { RegisterForm } from './register-form';
import { SocialButtons } from '../../components/auth/social-buttons';
import { FocusWithin } from '../../components/focus-within';
import { toast } from '../../components/toast';
import { LOGIN_PATH } from '../../domain/return-url';
import { useTranslateMessage } from '../../i18n/known-messages';
import { selectIsSubmitting } from './login.selectors';
import { useActorRef, useSelector } from '@xstate/react';
import { registerMachine } from '../../machines/register.machine';
import { useBoundMachine } from '../../hooks/use-bound-machine';

/** §2 Register screen (/account-register): registration through the auth service, then the login page (§4); the gateway that sends it loads on first focus in the form. */
export default function RegisterRoute() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const [, navigate] = useLocation();
  const machine = useBoundMachine({ navigate, translate, intl }, (latest) =>
    registerMachine.provide({
      actions: {
        toastError: (_, message) => toast(latest().translate(message), 'error'),
        completeRegistration: () => {
          toast(latest().intl.formatMessage({ id: 'register.success' }), 'success');
          latest().navigate('/account-login');
        },
      },
    }),
  );
  const registration = useActorRef(machine);
  const isSubmitting = useSelector(registration, selectIsSubmitting);

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'register.title' })}
      subtitle={intl.formatMessage({ id: 'register.subtitle' })}
      footer={
        <>
          {intl.formatMessage({ id: 'register.haveAccount' })} <Link href={LOGIN_PATH}>{intl.formatMessage({ id: 'register.signIn' })}</Link>
        </>
      }
    >
      {/* Fetched ahead; a download that fails here is tried again by the submit, which says so when it fails. */}
      <FocusWithin onFocusWithin={() => loadGateway().catch(() => {})}>
        <RegisterForm
          isSubmitting={isSubmitting}
          onSubmit={(values) => registration.send({ type: 'register.submit', registration: values })}
          onInvalid={() => registration.send({ type: 'register.invalid' })}
        />
      </FocusWithin>
      <SocialButtons purpose="signUp" />
    </AuthCard>
  );
}
