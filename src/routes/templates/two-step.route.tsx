import { useLocation } from 'wouter';
import type { AuthVariant } from '../../components/auth/auth-variants';
import { TwoStepPage } from './two-step-page';
import { templateEmail } from './template-email';

/** §2 Two-step verification: the code goes to the user's address; Confirm goes home (no call, §7). */
export default function TwoStepRoute({ variant }: { variant: AuthVariant }) {
  const [, navigate] = useLocation();
  return <TwoStepPage variant={variant} email={templateEmail()} onConfirm={() => navigate('/')} />;
}
