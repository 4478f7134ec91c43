import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { loadGateway } from '../api/client';
import { Link, useLocation } from 'wouter';
import { AuthCard } from '../components/auth/auth-card';
import { RegisterForm } from '../components/auth/register-form';
import { SocialButtons } from '../components/auth/social-buttons';
import { FocusWithin } from '../components/focus-within';
import { toast } from '../components/toast';
import { useTranslateMessage } from '../i18n/known-messages';
import { loginMachine, selectIsSubmitting } from '../machines/login.machine';
import { useBoundMachine } from './use-bound-machine';

/** §2 Register screen (/account-register): registration through the auth service, then the login page (§4). */
export default function RegisterRoute() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const [, navigate] = useLocation();
  const machine = useBoundMachine({ navigate, translate, intl }, (latest) =>
    loginMachine.provide({
      actions: {
        toastError: (_, message) => toast(latest().translate(message), 'error'),
        completeRegistration: () => {
          toast(latest().intl.formatMessage({ id: 'register.success' }), 'success');
          latest().navigate('/account-login');
        },
      },
    }),
  );
  const actorRef = useActorRef(machine);
  const isSubmitting = useSelector(actorRef, selectIsSubmitting);

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'register.title' })}
      subtitle={intl.formatMessage({ id: 'register.subtitle' })}
      footer={
        <>
          {intl.formatMessage({ id: 'register.haveAccount' })} <Link href="/account-login">{intl.formatMessage({ id: 'register.signIn' })}</Link>
        </>
      }
    >
      <FocusWithin onFocusWithin={loadGateway}>
        <RegisterForm
          isSubmitting={isSubmitting}
          onSubmit={(registration) => actorRef.send({ type: 'register.submit', registration })}
          onInvalid={() => actorRef.send({ type: 'login.invalid' })}
        />
      </FocusWithin>
      <SocialButtons purpose="signUp" />
    </AuthCard>
  );
}
