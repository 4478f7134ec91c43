import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LandingSection } from './landing-navbar';
import styles from './landing.module.css';

export interface LandingFooterProps {
  brand: ReactNode;
  about: string;
  sections: readonly LandingSection[];
  onNavigate: (id: string) => void;
  /** E.g. the subscribe form. */
  children?: ReactNode;
}

/** The landing pages' footer: brand and blurb, section links, an optional extra column, the current year. */
export function LandingFooter({ brand, about, sections, onNavigate, children }: LandingFooterProps) {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={`${styles.container} ${styles.footerGrid}`}>
        <div className={styles.footerAbout}>
          <span className={styles.brand}>{brand}</span>
          <p>{about}</p>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'landing.footerLinks' })}>
          <h2 className={styles.footerHeading}>{intl.formatMessage({ id: 'landing.quickLinks' })}</h2>
          <ul className={styles.footerLinks}>
            {sections.map(({ id, label }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onNavigate(id);
                  }}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {children ? <div>{children}</div> : null}
      </div>
      <div className={`${styles.container} ${styles.copyright}`}>{intl.formatMessage({ id: 'landing.copyright' }, { year: new Date().getFullYear() })}</div>
    </footer>
  );
}
