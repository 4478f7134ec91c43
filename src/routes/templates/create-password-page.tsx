import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AuthFrame } from '../../components/auth/auth-frame';
import { authPath, type AuthVariant } from '../../components/auth/auth-variants';
import type { TemplateField } from '../../components/forms/field-look';
import { TemplateForm } from '../../components/forms/template-form';

/** §5: both passwords required; no match check or length rule. */
const fields: TemplateField[] = [
  {
    name: 'password',
    label: 'template.createPassword.password',
    placeholder: 'login.passwordPlaceholder',
    rule: 'passwordRequired',
    secret: true,
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    label: 'template.createPassword.confirm',
    placeholder: 'template.createPassword.confirmPlaceholder',
    rule: 'confirmPasswordRequired',
    secret: true,
    autoComplete: 'new-password',
  },
  { kind: 'checkbox', name: 'rememberMe', label: 'template.rememberMe', rule: 'optional' },
];

/** §2 Create new password in any variant: the subtitle, Password, Confirm Password, Remember me, Reset Password, and the way back to login. */
export function CreatePasswordPage({ variant }: { variant: AuthVariant }) {
  const intl = useIntl();
  return (
    <AuthFrame
      variant={variant}
      title={intl.formatMessage({ id: 'template.createPassword.title' })}
      subtitle={intl.formatMessage({ id: 'template.createPassword.subtitle' })}
      footer={
        <>
          {intl.formatMessage({ id: 'template.createPassword.remember' })}{' '}
          <Link href={authPath('login', variant)}>{intl.formatMessage({ id: 'template.clickHere' })}</Link>
        </>
      }
    >
      <TemplateForm fields={fields} submitLabel="template.createPassword.submit" successMessage="template.createPassword.done" />
    </AuthFrame>
  );
}
