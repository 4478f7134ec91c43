import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MessageId } from '../../i18n/messages';
import { ShieldIcon } from '../ui/icons';
import styles from './shell.module.css';

/** One entry of the sidebar menu (§2 Shell): a section title or a link. */
export type MenuEntry =
  | { kind: 'title'; label: MessageId }
  | { kind: 'link'; label: MessageId; href: string; icon?: ReactNode; exact?: boolean };

export interface SidebarProps {
  menu: MenuEntry[];
  /** The current path, to highlight the active link. */
  currentPath: string;
  /** Called after a link is followed (closes the overlay on phones). */
  onNavigate?: () => void;
}

/** Whether a link is active: exact links match the path only; others also match their sub-paths. */
export function isActive(entry: { href: string; exact?: boolean }, path: string): boolean {
  if (entry.exact || entry.href === '/') return path === entry.href;
  return path === entry.href || path.startsWith(`${entry.href}/`);
}

/** §2 Sidebar: brand, titles and links from one menu definition; the active link is marked `aria-current="page"`. */
export function Sidebar({ menu, currentPath, onNavigate }: SidebarProps) {
  const intl = useIntl();
  return (
    <aside className={styles.sidebar} id="app-sidebar">
      <Link href="/" className={styles.brand} onClick={onNavigate}>
        <ShieldIcon />
        <span className={styles.brandText}>{intl.formatMessage({ id: 'app.name' })}</span>
      </Link>
      <nav aria-label={intl.formatMessage({ id: 'nav.main' })} className={styles.nav}>
        <ul className={styles.menu}>
          {menu.map((entry) =>
            entry.kind === 'title' ? (
              <li key={entry.label} className={styles.menuTitle}>
                {intl.formatMessage({ id: entry.label })}
              </li>
            ) : (
              <li key={entry.href}>
                <Link
                  href={entry.href}
                  className={styles.menuLink}
                  aria-current={isActive(entry, currentPath) ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {entry.icon}
                  <span className={styles.menuLabel}>{intl.formatMessage({ id: entry.label })}</span>
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
    </aside>
  );
}
