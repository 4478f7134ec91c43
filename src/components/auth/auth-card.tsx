import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ShieldIcon } from '../ui/icons';
import styles from './auth-card.module.css';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The blank frame of the account pages: a centred card with the brand, a heading and content. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const intl = useIntl();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-card-title">
        <span className={styles.brand}>
          <ShieldIcon /> {intl.formatMessage({ id: 'app.name' })}
        </span>
        <h1 id="auth-card-title" className={styles.title}>
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
