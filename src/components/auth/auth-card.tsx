import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ShieldIcon } from '../ui/icons';
import type { AuthFrameProps } from './auth-frame-props';
import styles from './auth-card.module.css';

export type AuthCardProps = AuthFrameProps;

/** The basic variant frame and the frame of the account pages: a centred card with the brand, a heading and content. */
export function AuthCard({ title, subtitle, children, footer, toolbar }: AuthCardProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <main className={styles.page}>
      {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
      <section className={styles.card} aria-labelledby={titleId}>
        <span className={styles.brand}>
          <ShieldIcon /> {intl.formatMessage({ id: 'app.name' })}
        </span>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </main>
  );
}

export { styles as authCardStyles };
