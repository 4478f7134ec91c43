import { Menu, MenuItem, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { LogOutIcon } from '../../components/ui/icons';
import { KeyIcon, SettingsIcon } from './shell-icons';
import type { MenuTriggerLink } from '../../components/ui/overlay-trigger';
import { MenuTriggerContexts } from '../../components/ui/trigger-contexts';
import type { TopbarProps } from './topbar';
import styles from './topbar.module.css';

/**
 * The profile menu, loaded on first open (see `Topbar`): Change Password when the app owns the
 * password, 'Manage account' (a link to the identity provider's account page, in a new tab) when
 * there is one, and Sign Out.
 */
export function ProfileMenuPopover({ link, onChangePassword, accountUrl, onSignOut }: Pick<TopbarProps, 'onChangePassword' | 'accountUrl' | 'onSignOut'> & { link: MenuTriggerLink }) {
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
