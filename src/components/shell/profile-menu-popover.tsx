import { Menu, MenuItem, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { LogOutIcon } from '../ui/icons';
import { KeyIcon } from './shell-icons';
import type { MenuTriggerLink } from '../ui/overlay-trigger';
import { MenuTriggerContexts } from '../ui/trigger-contexts';
import type { TopbarProps } from './topbar';
import styles from './topbar.module.css';

/** The profile menu (Change Password, Sign Out), loaded on first open (see `Topbar`). */
export function ProfileMenuPopover({ link, onChangePassword, onSignOut }: Pick<TopbarProps, 'onChangePassword' | 'onSignOut'> & { link: MenuTriggerLink }) {
  const intl = useIntl();
  return (
    <MenuTriggerContexts link={link}>
      <Popover placement="bottom end" className={styles.popover}>
        <Menu className={styles.menu} onAction={(key) => (key === 'change-password' ? onChangePassword() : onSignOut())}>
          <MenuItem id="change-password" className={styles.menuItem}>
            <KeyIcon /> {intl.formatMessage({ id: 'topbar.changePassword' })}
          </MenuItem>
          <MenuItem id="sign-out" className={styles.menuItem}>
            <LogOutIcon /> {intl.formatMessage({ id: 'topbar.signOut' })}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTriggerContexts>
  );
}
