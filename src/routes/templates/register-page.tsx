import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AuthFrame } from '../../components/auth/auth-frame';
import { authPath, type AuthVariant } from '../../components/auth/auth-variants';
import { SocialButtons } from '../../components/auth/social-buttons';
import type { TemplateField } from '../../components/forms/field-look';
import { TemplateForm } from '../../components/forms/template-form';
import { EmailPhoneTabs } from './email-phone-tabs';
import styles from './template-pages.module.css';

const username: TemplateField = {
  name: 'username',
  label: 'register.username',
  placeholder: 'register.usernamePlaceholder',
  rule: 'username',
  autoComplete: 'username',
};
const password: TemplateField = {
  name: 'password',
  label: 'register.password',
  placeholder: 'register.passwordPlaceholder',
  rule: 'password',
  secret: true,
  autoComplete: 'new-password',
};
const phone: TemplateField = {
  name: 'phoneNumber',
  label: 'template.phoneNumber',
  placeholder: 'template.phoneNumberPlaceholder',
  rule: 'phone',
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel',
};

/** §3 register form: email, username, password. */
const emailFields: TemplateField[] = [
  { name: 'email', label: 'register.email', placeholder: 'register.emailPlaceholder', rule: 'email', type: 'email', autoComplete: 'email' },
  username,
  password,
];
/** §3/§5: the boxed variant adds phone number and says 'Please enter a valid Email ID.'. */
const boxedEmailFields: TemplateField[] = [
  { name: 'email', label: 'register.email', placeholder: 'register.emailPlaceholder', rule: 'emailId', type: 'email', autoComplete: 'email' },
  phone,
  username,
  password,
];
const phoneFields: TemplateField[] = [phone, username, password];

/** §2 the login page each register variant links to: the modern one goes to the basic login. */
function loginHref(variant: AuthVariant): string {
  return authPath('login', variant === 'modern' ? 'basic' : variant);
}

/** §2 Register template page in any variant: Email/Phone tabs, social buttons, 'Already have an account ?' Login. */
export function RegisterPage({ variant }: { variant: AuthVariant }) {
  const intl = useIntl();
  const form = (fields: TemplateField[]) => <TemplateForm fields={fields} submitLabel="register.submit" successMessage="register.success" />;
  return (
    <AuthFrame
      variant={variant}
      title={intl.formatMessage({ id: 'register.title' })}
      subtitle={intl.formatMessage({ id: 'register.subtitle' })}
      footer={
        <>
          {intl.formatMessage({ id: 'register.haveAccount' })} <Link href={loginHref(variant)}>{intl.formatMessage({ id: 'register.signIn' })}</Link>
        </>
      }
    >
      <EmailPhoneTabs email={form(variant === 'boxed' ? boxedEmailFields : emailFields)} phone={form(phoneFields)} />
      <p className={styles.divider}>{intl.formatMessage({ id: 'register.socialSignUp' })}</p>
      <SocialButtons purpose="signUp" />
    </AuthFrame>
  );
}
