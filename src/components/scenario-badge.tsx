import { useIntl } from 'react-intl';
import styles from './scenario-badge.module.css';

/**
 * A small fixed badge saying the app runs on demo data and which QA scenario
 * the fake backend plays, so nobody mistakes a demo for production. Shown
 * only in fakebackend mode; it never takes a click from what lies under it.
 * A named landmark of its own, so it is not stray content outside the page's
 * regions; the name carries the explanation a tooltip could not (no pointer events).
 */
export function ScenarioBadge({ scenario }: { scenario: string }) {
  const intl = useIntl();
  return (
    <aside className={styles.badge} data-scenario={scenario} aria-label={intl.formatMessage({ id: 'mock.badgeTitle' }, { scenario })}>
      {intl.formatMessage({ id: 'mock.badge' }, { scenario })}
    </aside>
  );
}
