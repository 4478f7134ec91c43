import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ChevronDownIcon, MenuIcon, ShieldIcon } from '../../components/ui/icons';
import { lazyPart, preloadOn } from '../../loading';
import { LazyMenuTrigger } from '../../components/ui/overlay-trigger';
import type { ProfileMenuProps } from './profile-menu-popover';
import styles from './topbar.module.css';

export interface TopbarProps extends ProfileMenuProps {
  /** The signed-in user's display name (§1). */
  userName: string;
  /** The user's role as the profile area labels it ('Admin', 'Manager', 'Viewer', §10); 'Admin' when not given (§1). */
  roleLabel?: string;
  /** Shows the brand at the start (horizontal layout and phones, where no sidebar carries it). */
  showBrand?: boolean;
  /** The sidebar toggle; omitted where there is no sidebar to toggle (horizontal layout on wide screens). */
  sidebarToggle?: { expanded: boolean; onToggle: () => void };
  /** Topbar widgets before the profile menu: language, cart, notifications. */
  actions?: ReactNode;
  /** Called when the profile menu opens, e.g. to fetch the Change Password dialog's code ahead of its use. */
  onProfileMenuOpen?: () => void;
}

const profileMenu = lazyPart(() => import('./profile-menu-popover').then((module) => module.ProfileMenuPopover));

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

/**
 * §2 Topbar: sidebar toggle, brand where needed, the widgets, and the profile menu (Change Password
 * or Manage account when given, Sign Out) with the user's name and role label (Admin by default);
 * the menu loads on first open.
 */
export function Topbar({
  userName,
  roleLabel,
  showBrand = false,
  sidebarToggle,
  actions,
  onChangePassword,
  accountUrl,
  onSignOut,
  onProfileMenuOpen,
}: TopbarProps) {
  const intl = useIntl();
  const role = roleLabel ?? intl.formatMessage({ id: 'topbar.role' });
  return (
    <header className={styles.topbar}>
      {showBrand ? (
        <Link href="/" className={styles.brand} aria-label={intl.formatMessage({ id: 'app.home' })}>
          <span className={styles.logo}>
            <ShieldIcon />
          </span>
          <span className={styles.brandText}>{intl.formatMessage({ id: 'app.name' })}</span>
        </Link>
      ) : null}
      {sidebarToggle ? (
        <AriaButton
          className={styles.iconButton}
          aria-label={intl.formatMessage({ id: 'topbar.toggleSidebar' })}
          aria-controls="app-sidebar"
          aria-expanded={sidebarToggle.expanded}
          onPress={sidebarToggle.onToggle}
        >
          <MenuIcon />
        </AriaButton>
      ) : null}
      <div className={styles.end}>
        {actions}
        <LazyMenuTrigger
          onOpenChange={(isOpen) => {
            if (isOpen) onProfileMenuOpen?.();
          }}
          overlay={(link) => <profileMenu.Component link={link} onChangePassword={onChangePassword} accountUrl={accountUrl} onSignOut={onSignOut} />}
        >
          {/*
            WCAG 2.5.3: the name starts with the visible text (name, role). The initials are drawn
            by CSS so they do not count as visible text that the name would have to repeat.
          */}
          <AriaButton
            className={styles.profileButton}
            aria-label={intl.formatMessage({ id: 'topbar.profileMenu' }, { name: userName, role })}
            {...preloadOn(profileMenu.preload)}
          >
            <span className={styles.avatar} aria-hidden="true" data-initials={initials(userName)} />
            <span className={styles.profileText}>
              <span className={styles.profileName}>{userName}</span> <span className={styles.profileRole}>{role}</span>
            </span>
            <ChevronDownIcon />
          </AriaButton>
        </LazyMenuTrigger>
      </div>
    </header>
  );
}
