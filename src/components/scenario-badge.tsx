import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { CloseIcon } from './ui/icons';
import styles from './scenario-badge.module.css';

/** The fake backend's scenarios (mocks/scenarios.ts) by their translated names; another name shows as it is. */
const SCENARIO_LABELS: Readonly<Record<string, MessageId>> = {
  default: 'mock.scenario.default',
  'login-fails': 'mock.scenario.login-fails',
  unauthorized: 'mock.scenario.unauthorized',
  forbidden: 'mock.scenario.forbidden',
  'server-error': 'mock.scenario.server-error',
  'bad-gateway': 'mock.scenario.bad-gateway',
  offline: 'mock.scenario.offline',
  slow: 'mock.scenario.slow',
  empty: 'mock.scenario.empty',
  large: 'mock.scenario.large',
};

export interface ScenarioBadgeProps {
  /** The fake backend's QA scenario (mocks/scenarios.ts). */
  scenario: string;
  /** The day the demo clock pins as today (`?today=`, ISO), shown beside the scenario; none for the real date. */
  today?: string;
  /** Offers 'Reset demo data', which starts the demo over on a fresh seed (e.g. after its stored data went wrong). */
  onReset?: () => void;
  /** Offers a close button that hides the badge (for the tab, as the caller keeps it). */
  onHide?: () => void;
}

/**
 * A small chip saying the app runs on demo data and which QA scenario the fake backend plays
 * (its name translated), and the demo clock's day when QA set one, so nobody mistakes a demo for
 * production, nor a demo's day for today. Shown only in fakebackend
 * mode, in the page's flow after everything else, where it covers nothing; it can be closed. A named landmark of its own, so it is not stray
 * content outside the page's regions.
 */
export function ScenarioBadge({ scenario, today, onReset, onHide }: ScenarioBadgeProps) {
  const intl = useIntl();
  const label = Object.hasOwn(SCENARIO_LABELS, scenario) ? intl.formatMessage({ id: SCENARIO_LABELS[scenario]! }) : scenario;
  return (
    <aside className={styles.badge} data-scenario={scenario} aria-label={intl.formatMessage({ id: 'mock.badgeTitle' }, { scenario: label })}>
      <span>{intl.formatMessage({ id: 'mock.badge' }, { scenario: label })}</span>
      {today ? (
        <span className={styles.clock} data-demo-today={today}>
          {intl.formatMessage({ id: 'mock.clock' }, { date: today })}
        </span>
      ) : null}
      {onReset ? (
        <button type="button" className={styles.reset} onClick={onReset}>
          {intl.formatMessage({ id: 'mock.reset' })}
        </button>
      ) : null}
      {onHide ? (
        <button type="button" className={styles.hide} onClick={onHide} aria-label={intl.formatMessage({ id: 'mock.hide' })}>
          <CloseIcon />
        </button>
      ) : null}
    </aside>
  );
}
