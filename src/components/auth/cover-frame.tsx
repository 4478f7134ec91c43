import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ShieldIcon } from '../ui/icons';
import type { AuthFrameProps } from './auth-frame-props';
import shared from './auth-card.module.css';
import styles from './cover-frame.module.css';

/** The cover variant frame: a full-height brand cover with a quote beside the page content. */
export function CoverFrame({ title, subtitle, children, footer, toolbar }: AuthFrameProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <main className={styles.page}>
      <div className={styles.cover}>
        <span className={styles.brand}>
          <ShieldIcon /> {intl.formatMessage({ id: 'app.name' })}
        </span>
        <figure className={styles.quote}>
          <blockquote>{intl.formatMessage({ id: 'frame.cover.quote' })}</blockquote>
          <figcaption>{intl.formatMessage({ id: 'frame.cover.author' })}</figcaption>
        </figure>
      </div>
      <div className={styles.content}>
        {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
        <section className={styles.inner} aria-labelledby={titleId}>
          <h1 id={titleId} className={shared.title}>
            {title}
          </h1>
          {subtitle ? <p className={shared.subtitle}>{subtitle}</p> : null}
          {children}
          {footer ? <div className={shared.footer}>{footer}</div> : null}
        </section>
      </div>
    </main>
  );
}
