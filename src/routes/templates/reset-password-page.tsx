import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AuthFrame } from '../../components/auth/auth-frame';
import { authPath, type AuthVariant } from '../../components/auth/auth-variants';
import type { TemplateField } from '../../components/forms/field-look';
import { TemplateForm } from '../../components/forms/template-form';
import { Alert } from '../../components/ui/alert';

/** §5: the reset email is required, plain text, no other rule. */
const fields: TemplateField[] = [
  { name: 'email', label: 'template.reset.email', placeholder: 'template.reset.emailPlaceholder', rule: 'emailRequired', autoComplete: 'email' },
];

/** §2 Reset password in any variant: the yellow notice, 'Email', 'Send Reset Link', and the way back to the matching login. */
export function ResetPasswordPage({ variant }: { variant: AuthVariant }) {
  const intl = useIntl();
  return (
    <AuthFrame
      variant={variant}
      title={intl.formatMessage({ id: 'template.reset.title' })}
      subtitle={intl.formatMessage({ id: 'template.reset.subtitle' })}
      footer={
        <>
          {intl.formatMessage({ id: 'template.reset.remember' })}{' '}
          <Link href={authPath('login', variant)}>{intl.formatMessage({ id: 'template.clickHere' })}</Link>
        </>
      }
    >
      <Alert tone="warning">{intl.formatMessage({ id: 'template.reset.notice' })}</Alert>
      <TemplateForm fields={fields} submitLabel="template.reset.submit" successMessage="template.reset.sent" />
    </AuthFrame>
  );
}
