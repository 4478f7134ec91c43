import type { AuthVariant } from '../../components/auth/auth-variants';
import { VerifyEmailPage } from './verify-email-page';
import { templateEmail } from './template-email';

/** §2 Verify email: names the user's address. */
export default function VerifyEmailRoute({ variant }: { variant: AuthVariant }) {
  return <VerifyEmailPage variant={variant} email={templateEmail()} />;
}
