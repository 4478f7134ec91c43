import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ChangePasswordDialog } from '../components/shell/change-password-dialog';
import { ShellLayout } from '../components/shell/shell-layout';
import { menu } from './menu';
import { useSession, useSessionRef } from './shell-context';

/** Binds the shell layout to the session: the user's name, Change Password and Sign Out (§2 Topbar). */
export function ShellFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [path] = useLocation();
  const sessionRef = useSessionRef();
  const { user } = useSession();
  const [changingPassword, setChangingPassword] = useState(false);
  const userName = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.email || intl.formatMessage({ id: 'topbar.role' });

  return (
    <>
      <ShellLayout
        menu={menu}
        currentPath={path}
        userName={userName}
        onChangePassword={() => setChangingPassword(true)}
        onSignOut={() => sessionRef.send({ type: 'session.signOut' })}
      >
        {children}
      </ShellLayout>
      <ChangePasswordDialog isOpen={changingPassword} onOpenChange={setChangingPassword} />
    </>
  );
}
