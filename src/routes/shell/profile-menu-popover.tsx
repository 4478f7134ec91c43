import { Menu, MenuItem, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { LogOutIcon } from '../../components/ui/icons';
import { KeyIcon, SettingsIcon } from './shell-icons';
import type { MenuTriggerLink } from '../../components/ui/overlay-trigger';
import { MenuTriggerContexts } from '../../components/ui/trigger-contexts';
import styles from './topbar.module.css';

/** What the profile menu offers (the topbar hands them on). */
export interface ProfileMenuProps {
  /** Change Password in the profile menu; left out where the app owns no password (oidc mode: the provider does). */
  onChangePassword?: () => void;
  /** 'Manage account' in the profile menu, a link to this page of the identity provider (opens in a new tab); left out: no such item. */
  accountUrl?: string;
  onSignOut: () => void;
}

/**
 * The profile menu, loaded on first open (see `Topbar`): Change Password when the app owns the
 * password, 'Manage account' (a link to the identity provider's account page, in a new tab) when
 * there is one, and Sign Out.
 */
export function ProfileMenuPopover({ link, onChangePassword, accountUrl, onSignOut }: ProfileMenuProps & { link: MenuTriggerLink }) {
  const intl = useIntl();
  return (
    <MenuTriggerContexts link={link}>
      <Popover placement="bottom end" className={styles.popover}>
        <Menu
          className={styles.menu}
          onAction={(key) => {
            if (key === 'change-password') onChangePassword?.();
            else if (key === 'sign-out') onSignOut();
          }}
        >
          {onChangePassword ? (
            <MenuItem id="change-password" className={styles.menuItem}>
              <KeyIcon /> {intl.formatMessage({ id: 'topbar.changePassword' })}
            </MenuItem>
          ) : null}
          {accountUrl ? (
            <MenuItem id="manage-account" className={styles.menuItem} href={accountUrl} target="_blank" rel="noopener noreferrer">
              <SettingsIcon /> {intl.formatMessage({ id: 'topbar.manageAccount' })}
            </MenuItem>
          ) : null}
          <MenuItem id="sign-out" className={styles.menuItem}>
            <LogOutIcon /> {intl.formatMessage({ id: 'topbar.signOut' })}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTriggerContexts>
  );
}
