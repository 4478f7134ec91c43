import { useIntl } from 'react-intl';
import styles from './scenario-badge.module.css';

export interface ScenarioBadgeProps {
  /** The fake backend's QA scenario (mocks/scenarios.ts). */
  scenario: string;
  /** Offers 'Reset demo data', which starts the demo over on a fresh seed (e.g. after its stored data went wrong). */
  onReset?: () => void;
}

/**
 * A small fixed badge saying the app runs on demo data and which QA scenario
 * the fake backend plays, so nobody mistakes a demo for production. Shown
 * only in fakebackend mode. Only its reset button takes a click; the rest
 * never takes one from what lies under it. A named landmark of its own, so it
 * is not stray content outside the page's regions; the name carries the
 * explanation a tooltip could not.
 */
export function ScenarioBadge({ scenario, onReset }: ScenarioBadgeProps) {
  const intl = useIntl();
  return (
    <aside className={styles.badge} data-scenario={scenario} aria-label={intl.formatMessage({ id: 'mock.badgeTitle' }, { scenario })}>
      <span>{intl.formatMessage({ id: 'mock.badge' }, { scenario })}</span>
      {onReset ? (
        <button type="button" className={styles.reset} onClick={onReset}>
          {intl.formatMessage({ id: 'mock.reset' })}
        </button>
      ) : null}
    </aside>
  );
}
