import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MenuIcon } from '../../components/ui/icons';
import styles from './landing.module.css';

export interface LandingSection {
  id: string;
  label: string;
}

export interface LandingNavbarProps {
  brand: ReactNode;
  sections: readonly LandingSection[];
  /** The section in view, marked as the current location. */
  active: string;
  /** Past 40 px of scroll: a solid bar with a shadow (§9). */
  sticky: boolean;
  onNavigate: (id: string) => void;
  /** Controls at the end of the bar (language, Sign In). */
  actions?: ReactNode;
}

/** §2 landing navbar: section links that scroll smoothly and mark the section in view; a menu button on narrow screens. Native
 * links and buttons: the landing pages load no react-aria on first paint (the byte budgets). */
export function LandingNavbar({ brand, sections, active, sticky, onNavigate, actions }: LandingNavbarProps) {
  const intl = useIntl();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  return (
    <header className={styles.navbar} data-sticky={sticky || undefined}>
      <div className={`${styles.container} ${styles.navInner}`}>
        <a
          className={styles.brand}
          href={`#${sections[0]?.id ?? ''}`}
          onClick={(event) => {
            event.preventDefault();
            if (sections[0]) onNavigate(sections[0].id);
          }}
        >
          {brand}
        </a>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={intl.formatMessage({ id: 'landing.menu' })}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon />
        </button>
        <div id={menuId} className={styles.navMenu} data-open={open || undefined}>
          <nav aria-label={intl.formatMessage({ id: 'landing.sections' })}>
            <ul className={styles.navLinks}>
              {sections.map(({ id, label }) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className={styles.navLink}
                    aria-current={active === id ? 'location' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      setOpen(false);
                      onNavigate(id);
                    }}
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {actions ? <div className={styles.navActions}>{actions}</div> : null}
        </div>
      </div>
    </header>
  );
}
