import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ChevronEndIcon, ShieldIcon } from '../../components/ui/icons';
import { containsActive, isActive, type MenuEntry, type MenuGroup, type MenuLink } from './menu-model';
import styles from './sidebar.module.css';

export interface SidebarProps {
  menu: MenuEntry[];
  /** The current path, to highlight the active link. */
  currentPath: string;
  /** Called after a link is followed (closes the overlay on phones). */
  onNavigate?: () => void;
  /** The size in effect (the same as `data-sidebar-size`); small turns top-level sub-menus into flyouts. */
  size?: 'lg' | 'md' | 'sm';
}

interface ItemProps {
  currentPath: string;
  onNavigate?: () => void;
  depth: number;
  /** Small size: which top-level flyout is open, and how to open or close one. */
  flyout?: { openId: string | null; setOpenId: (id: string | null) => void };
}

function LinkItem({ entry, currentPath, onNavigate, depth, flyout }: ItemProps & { entry: MenuLink }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: entry.label });
  return (
    <li className={styles.item}>
      <Link
        href={entry.href}
        className={depth === 0 ? styles.link : styles.subLink}
        aria-current={isActive(entry, currentPath) ? 'page' : undefined}
        aria-label={flyout && depth === 0 ? label : undefined}
        title={flyout && depth === 0 ? label : undefined}
        onClick={onNavigate}
      >
        {depth === 0 ? entry.icon : null}
        <span className={styles.label}>{label}</span>
      </Link>
    </li>
  );
}

function GroupItem({ entry, currentPath, onNavigate, depth, flyout }: ItemProps & { entry: MenuGroup }) {
  const intl = useIntl();
  const active = containsActive(entry, currentPath);
  const label = intl.formatMessage({ id: entry.label });
  const itemRef = useRef<HTMLLIElement>(null);
  const [opensUp, setOpensUp] = useState(false);
  const controlled =
    flyout && depth === 0
      ? {
          isExpanded: flyout.openId === entry.id,
          onExpandedChange: (open: boolean) => {
            // A flyout low on the screen opens upwards, so it stays in view.
            setOpensUp((itemRef.current?.getBoundingClientRect().top ?? 0) > window.innerHeight / 2);
            flyout.setOpenId(open ? entry.id : null);
          },
        }
      : { defaultExpanded: active };
  return (
    <li className={styles.item} ref={itemRef} data-flyout-up={opensUp || undefined}>
      <Disclosure className={styles.group} {...controlled} data-depth={depth}>
        <AriaButton
          slot="trigger"
          className={depth === 0 ? styles.link : styles.subLink}
          data-active={active || undefined}
          aria-label={flyout && depth === 0 ? label : undefined}
        >
          {depth === 0 ? entry.icon : null}
          <span className={styles.label}>{label}</span>
          <span className={styles.chevron}>
            <ChevronEndIcon />
          </span>
        </AriaButton>
        <DisclosurePanel className={styles.panel} aria-label={label}>
          {depth === 0 ? <span className={styles.flyoutTitle}>{label}</span> : null}
          <ul className={styles.subMenu}>
            {entry.children.map((child) => (
              <MenuItem key={child.kind === 'link' ? child.href : child.id} entry={child} currentPath={currentPath} onNavigate={onNavigate} depth={depth + 1} />
            ))}
          </ul>
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}

function MenuItem({ entry, ...props }: ItemProps & { entry: MenuLink | MenuGroup }) {
  return entry.kind === 'link' ? <LinkItem entry={entry} {...props} /> : <GroupItem entry={entry} {...props} />;
}

/**
 * §2 Sidebar: brand, titles, links and two levels of sub-menus (react-aria
 * Disclosure) from one menu definition; the active link is `aria-current="page"`
 * and the groups holding it start open. Its size and colours come from
 * `data-sidebar-size` and `data-sidebar` on `<html>`; in the small size a
 * top-level sub-menu opens as a flyout (closed by Escape, a press outside or a
 * followed link).
 */
export function Sidebar({ menu, currentPath, onNavigate, size = 'lg' }: SidebarProps) {
  const intl = useIntl();
  const asideRef = useRef<HTMLElement>(null);
  const [openFlyout, setOpenFlyout] = useState<string | null>(null);
  const flyout = size === 'sm' ? { openId: openFlyout, setOpenId: setOpenFlyout } : undefined;

  // A flyout closes on Escape or a press outside the sidebar, like a menu.
  useEffect(() => {
    if (!openFlyout) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!asideRef.current?.contains(event.target as Node)) setOpenFlyout(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenFlyout(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openFlyout]);

  const navigated = () => {
    setOpenFlyout(null);
    onNavigate?.();
  };

  return (
    <aside className={styles.sidebar} id="app-sidebar" ref={asideRef}>
      <Link href="/" className={styles.brand} onClick={navigated} aria-label={intl.formatMessage({ id: 'app.home' })}>
        <span className={styles.logo}>
          <ShieldIcon />
        </span>
        <span className={styles.brandText}>{intl.formatMessage({ id: 'app.name' })}</span>
      </Link>
      <nav aria-label={intl.formatMessage({ id: 'nav.main' })} className={styles.nav}>
        <ul className={styles.menu}>
          {menu.map((entry) =>
            entry.kind === 'title' ? (
              <li key={entry.label} className={styles.title}>
                {intl.formatMessage({ id: entry.label })}
              </li>
            ) : (
              <MenuItem
                key={entry.kind === 'link' ? entry.href : entry.id}
                entry={entry}
                currentPath={currentPath}
                onNavigate={navigated}
                depth={0}
                flyout={flyout}
              />
            ),
          )}
        </ul>
      </nav>
    </aside>
  );
}
