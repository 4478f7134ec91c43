import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ChevronDownIcon, KeyIcon, LogOutIcon, MenuIcon } from '../ui/icons';
import styles from './shell.module.css';

export interface TopbarProps {
  /** The signed-in user's display name (§1). */
  userName: string;
  /** True while the phone overlay sidebar is open, for `aria-expanded`. */
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onChangePassword: () => void;
  onSignOut: () => void;
}

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** §2 Topbar: sidebar toggle and the profile menu (Change Password, Sign Out) with the user's name labelled Admin. */
export function Topbar({ userName, sidebarOpen, onToggleSidebar, onChangePassword, onSignOut }: TopbarProps) {
  const intl = useIntl();
  return (
    <header className={styles.topbar}>
      <AriaButton
        className={styles.iconButton}
        aria-label={intl.formatMessage({ id: 'topbar.toggleSidebar' })}
        aria-controls="app-sidebar"
        aria-expanded={sidebarOpen}
        onPress={onToggleSidebar}
      >
        <MenuIcon />
      </AriaButton>
      <div className={styles.topbarEnd}>
        <MenuTrigger>
          <AriaButton className={styles.profileButton} aria-label={intl.formatMessage({ id: 'topbar.profileMenu' }, { name: userName })}>
            <span className={styles.avatar} aria-hidden="true">
              {initials(userName)}
            </span>
            <span className={styles.profileText}>
              <span className={styles.profileName}>{userName}</span>
              <span className={styles.profileRole}>{intl.formatMessage({ id: 'topbar.role' })}</span>
            </span>
            <ChevronDownIcon />
          </AriaButton>
          <Popover placement="bottom end" className={styles.popover}>
            <Menu
              className={styles.dropdownMenu}
              onAction={(key) => (key === 'change-password' ? onChangePassword() : onSignOut())}
            >
              <MenuItem id="change-password" className={styles.dropdownItem}>
                <KeyIcon /> {intl.formatMessage({ id: 'topbar.changePassword' })}
              </MenuItem>
              <MenuItem id="sign-out" className={styles.dropdownItem}>
                <LogOutIcon /> {intl.formatMessage({ id: 'topbar.signOut' })}
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
    </header>
  );
}
