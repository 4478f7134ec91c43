import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { config } from '../config';
import { hasAccess } from '../domain/access';
import { useLocation } from 'wouter';
import { ShellLayout, useChangePassword } from '../routes/shell';
import { selectSidebarState } from '../machines/layout.machine';
import { menu } from './menu';
import { ShellCart } from './shell-cart';
import { useAccess, useLayoutRef, useNotificationsRef, useSession, useSessionRef } from '../hooks/shell-context';
import { ShellCustomizer } from './shell-customizer';
import { ShellLanguage } from './shell-language';
import { ShellNotifications } from './shell-notifications';

/**
 * Binds the shell layout to the app-wide machines: layout (sidebar, customizer),
 * notifications, language, the session (name, Sign Out) and Change Password (§2), or in oidc
 * mode the provider's account page.
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [path] = useLocation();
  const sessionRef = useSessionRef();
  const layoutRef = useLayoutRef();
  const notificationsRef = useNotificationsRef();
  const { user } = useSession();
  const access = useAccess();
  const layout = useSelector(layoutRef, (snapshot) => snapshot.context.settings.layout);
  const sidebar = useSelector(layoutRef, selectSidebarState, shallowEqual);
  const changePassword = useChangePassword();
  const userName = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.email || intl.formatMessage({ id: 'topbar.role' });

  useEffect(() => {
    notificationsRef.send({ type: 'notifications.load' });
  }, [notificationsRef]);

  return (
    <ShellLayout
      menu={menu}
      currentPath={path}
      layout={layout}
      sidebar={sidebar}
      onToggleSidebar={() => layoutRef.send({ type: 'layout.toggleSidebar' })}
      onCloseOverlay={() => layoutRef.send({ type: 'layout.closeOverlay' })}
      topbar={{
        userName,
        roleLabel: intl.formatMessage({ id: hasAccess(access) ? `role.${access.role}` : 'role.none' }),
        actions: (
          <>
            <ShellLanguage />
            {import.meta.env?.VITE_DEMO_CONTENT !== 'false' ? <ShellCart /> : null}
            <ShellNotifications />
          </>
        ),
        // In oidc mode the provider owns the password: its account page, when configured, instead of Change Password.
        ...(import.meta.env.VITE_AUTH_MODE === 'oidc'
          ? { accountUrl: config.oidc?.settings?.accountUrl ?? undefined }
          : { onChangePassword: changePassword.open, onProfileMenuOpen: () => void changePassword.preload().catch(() => undefined) }),
        onSignOut: () => {
          notificationsRef.send({ type: 'notifications.clear' });
          sessionRef.send({ type: 'session.signOut' });
        },
      }}
      extras={
        <>
          <ShellCustomizer />
          {changePassword.dialog}
        </>
      }
    >
      {children}
    </ShellLayout>
  );
}
