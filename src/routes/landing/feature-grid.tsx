import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import styles from './landing.module.css';

/** One feature card: an icon and the message ids of its title and text. */
export interface Feature {
  icon: ReactNode;
  title: MessageId;
  text: MessageId;
}

/** The features section's cards (§2 landing pages), shared by both landing pages. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  const intl = useIntl();
  return (
    <ul className={styles.cardGrid}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.featureCard}>
          <span className={styles.featureIcon} aria-hidden="true">
            {feature.icon}
          </span>
          <h3>{intl.formatMessage({ id: feature.title })}</h3>
          <p className={styles.muted}>{intl.formatMessage({ id: feature.text })}</p>
        </li>
      ))}
    </ul>
  );
}
