import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ShieldIcon } from '../ui/icons';
import type { AuthFrameProps } from './auth-frame-props';
import shared from './auth-card.module.css';
import styles from './modern-frame.module.css';

/** The modern variant frame: a header, marketing text about the branding tools beside the card, and a footer with the current year (§2). */
export function ModernFrame({ title, subtitle, children, footer, toolbar }: AuthFrameProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <ShieldIcon /> {intl.formatMessage({ id: 'app.name' })}
        </span>
        {toolbar}
      </header>
      <main className={styles.main}>
        <div className={styles.marketing}>
          <span className={styles.eyebrow}>{intl.formatMessage({ id: 'frame.modern.eyebrow' })}</span>
          <h2>{intl.formatMessage({ id: 'frame.modern.heading' })}</h2>
          <p>{intl.formatMessage({ id: 'frame.modern.text' })}</p>
        </div>
        <section className={styles.card} aria-labelledby={titleId}>
          <h1 id={titleId} className={shared.title}>
            {title}
          </h1>
          {subtitle ? <p className={shared.subtitle}>{subtitle}</p> : null}
          {children}
          {footer ? <div className={shared.footer}>{footer}</div> : null}
        </section>
      </main>
      <footer className={styles.footer}>{intl.formatMessage({ id: 'frame.modern.footer' }, { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
