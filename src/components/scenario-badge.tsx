import { useIntl } from 'react-intl';
import styles from './scenario-badge.module.css';

/**
 * A small fixed badge saying the app runs on demo data and which QA scenario
 * the fake backend plays, so nobody mistakes a demo for production. Shown
 * only in fakebackend mode; it never takes a click from what lies under it.
 */
export function ScenarioBadge({ scenario }: { scenario: string }) {
  const intl = useIntl();
  return (
    <div className={styles.badge} data-scenario={scenario} title={intl.formatMessage({ id: 'mock.badgeTitle' }, { scenario })}>
      {intl.formatMessage({ id: 'mock.badge' }, { scenario })}
    </div>
  );
}
