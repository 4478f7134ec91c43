import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AuthCard } from '../auth/auth-card';

/** The card of the login screen (§2): 'Welcome Back !' and its subtitle around the story. */
function LoginCard({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage({ id: 'login.title' })} subtitle={intl.formatMessage({ id: 'login.subtitle' })}>
      {children}
    </AuthCard>
  );
}

/** Shows a story in the login screen's card, as users see it (the password form, or oidc mode's button). */
export const inLoginCard: Decorator = (Story) => (
  <LoginCard>
    <Story />
  </LoginCard>
);
