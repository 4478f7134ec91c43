import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AuthFrame } from '../../components/auth/auth-frame';
import { authPath, type AuthVariant } from '../../components/auth/auth-variants';
import { SocialButtons } from '../../components/auth/social-buttons';
import type { TemplateField } from '../../components/forms/field-look';
import { TemplateForm } from '../../components/forms/template-form';
import { LanguageSelect } from '../../components/language-select';
import { EmailPhoneTabs } from './email-phone-tabs';
import styles from './template-pages.module.css';

const password: TemplateField = {
  name: 'password',
  label: 'login.password',
  placeholder: 'login.passwordPlaceholder',
  rule: 'password',
  secret: true,
  autoComplete: 'current-password',
};
const rememberMe: TemplateField = { kind: 'checkbox', name: 'rememberMe', label: 'template.rememberMe', rule: 'rememberMe' };

/** §3 sign-in form fields: username or email, password, remember me. */
const emailFields: TemplateField[] = [
  { name: 'email', label: 'login.email', placeholder: 'login.emailPlaceholder', rule: 'emailOrUsername', autoComplete: 'username' },
  password,
  rememberMe,
];
/** §3 phone pane: phoneNumber (numeric input, §5). */
const phoneFields: TemplateField[] = [
  {
    name: 'phoneNumber',
    label: 'template.phoneNumber',
    placeholder: 'template.phoneNumberPlaceholder',
    rule: 'phone',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel',
  },
  password,
  rememberMe,
];

/**
 * §2 Sign-in template page in any variant: Email/Phone tabs, a language
 * dropdown, social buttons; a valid submit shows 'You have successfully signed in.' (no call, §7).
 */
export function SignInPage({ variant }: { variant: AuthVariant }) {
  const intl = useIntl();
  const forgot = (
    <Link href={authPath('reset-password', variant)} className={styles.linkEnd}>
      {intl.formatMessage({ id: 'template.forgotPassword' })}
    </Link>
  );
  const form = (fields: TemplateField[]) => (
    <TemplateForm fields={fields} submitLabel="login.signIn" successMessage="template.signIn.success" beforeSubmit={forgot} />
  );
  return (
    <AuthFrame
      variant={variant}
      title={intl.formatMessage({ id: 'login.title' })}
      subtitle={intl.formatMessage({ id: 'login.subtitle' })}
      toolbar={<LanguageSelect />}
      footer={
        <>
          {intl.formatMessage({ id: 'login.noAccount' })} <Link href={authPath('register', variant)}>{intl.formatMessage({ id: 'login.signUp' })}</Link>
        </>
      }
    >
      <EmailPhoneTabs email={form(emailFields)} phone={form(phoneFields)} />
      <p className={styles.divider}>{intl.formatMessage({ id: 'social.signIn' })}</p>
      <SocialButtons purpose="signIn" />
    </AuthFrame>
  );
}
