import { useIntl } from 'react-intl';
import { loadGateway } from '../../api/client';
import { httpMessages } from '../../api/errors';
import { Link, useLocation } from 'wouter';
import { AuthCard } from '../../components/auth/auth-card';
import { RegisterForm } from './register-form';
import { SocialButtons } from '../../components/auth/social-buttons';
import { FocusWithin } from '../../components/focus-within';
import { toast } from '../../components/toast';
import { LOGIN_PATH } from '../../domain/return-url';
import { useTranslateMessage } from '../../i18n/known-messages';
import { selectIsSubmitting } from './login.selectors';
import { loginCode } from './login-code';
import { useActorOnDemand } from '../../loading';

/** §2 Register screen (/account-register): registration through the auth service, then the login page (§4); the machine loads on first focus or submit. */
export default function RegisterRoute() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const [, navigate] = useLocation();
  const registration = useActorOnDemand({
    code: loginCode,
    bindings: { navigate, translate, intl },
    create: ({ createActor, registerMachine }, latest) =>
      createActor(
        registerMachine.provide({
          actions: {
            toastError: (_, message) => toast(latest().translate(message), 'error'),
            completeRegistration: () => {
              toast(latest().intl.formatMessage({ id: 'register.success' }), 'success');
              latest().navigate('/account-login');
            },
          },
        }),
      ),
    select: selectIsSubmitting,
    idle: false,
    onLoadError: () => toast(translate(httpMessages.somethingWentWrong), 'error'),
  });
  const isSubmitting = registration.selected;

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
      <FocusWithin
        onFocusWithin={() => {
          loadGateway();
          registration.load();
        }}
      >
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
