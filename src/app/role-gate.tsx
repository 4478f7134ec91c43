import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card } from '../components/card';
import { PageHeader } from '../components/page-header';
import { hasAccess } from '../domain/access';
import { useAccess } from '../hooks/shell-context';

/**
 * The training pages for an account without a role (§10): instead of
 * empty lists, §8's 'Permission Denied' and what to do about it, inside the
 * shell (the sidebar, the profile menu and Sign Out stay). Any other account sees `children`.
 */
export function RoleGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  if (hasAccess(useAccess())) return children;
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'error.permissionDenied' })} />
      <Card>
        <p>{intl.formatMessage({ id: 'access.noAccess' })}</p>
      </Card>
    </>
  );
}
