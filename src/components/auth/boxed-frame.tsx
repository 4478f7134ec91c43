import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CheckIcon, ShieldIcon } from '../ui/icons';
import type { AuthFrameProps } from './auth-frame-props';
import shared from './auth-card.module.css';
import styles from './boxed-frame.module.css';

const points = ['frame.boxed.point1', 'frame.boxed.point2', 'frame.boxed.point3'] as const;

/** The boxed variant frame: one box holding the page content beside a panel of what the product offers. */
export function BoxedFrame({ title, subtitle, children, footer, toolbar }: AuthFrameProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <main className={styles.page}>
      {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
      <div className={styles.box}>
        <section className={styles.content} aria-labelledby={titleId}>
          <span className={shared.brand}>
            <ShieldIcon /> {intl.formatMessage({ id: 'app.name' })}
          </span>
          <h1 id={titleId} className={shared.title}>
            {title}
          </h1>
          {subtitle ? <p className={shared.subtitle}>{subtitle}</p> : null}
          {children}
          {footer ? <div className={shared.footer}>{footer}</div> : null}
        </section>
        <div className={styles.showcase}>
          <span className={styles.mark} aria-hidden="true">
            <ShieldIcon />
          </span>
          <h2>{intl.formatMessage({ id: 'frame.boxed.heading' })}</h2>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>
                <CheckIcon /> {intl.formatMessage({ id: point })}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
