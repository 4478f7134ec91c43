import { useIntl } from 'react-intl';
import { EXPIRING_WINDOW_DAYS } from '../../domain/training';
import type { TrainingKpis } from '../../domain/training-stats';
import type { MessageId } from '../../i18n/messages';
import { Loader } from '../../components/loader';
import { StatePanel, type LoadStateProps } from '../../components/ui/state-panel';
import styles from './kpi-cards.module.css';

export interface KpiCardsProps extends LoadStateProps {
  /** The figures; `null` until loaded. */
  kpis: TrainingKpis | null;
}

const CARDS: { key: keyof TrainingKpis; label: MessageId; hint: MessageId; tone: string }[] = [
  { key: 'employees', label: 'kpi.employees', hint: 'kpi.employeesHint', tone: styles.neutral },
  { key: 'compliance', label: 'kpi.compliance', hint: 'kpi.complianceHint', tone: styles.valid },
  { key: 'expiring', label: 'kpi.expiring', hint: 'kpi.expiringHint', tone: styles.expiring },
  { key: 'expired', label: 'kpi.expired', hint: 'kpi.expiredHint', tone: styles.expired },
  { key: 'scheduled', label: 'kpi.scheduled', hint: 'kpi.scheduledHint', tone: styles.scheduled },
];

/**
 * The home page's five key figures: employees, compliance %, expiring
 * within the window, expired, scheduled. While loading, the cards are already
 * drawn with a placeholder where each figure goes, so nothing below them moves
 * when the figures arrive (CLS 0); an error replaces them with the failure.
 */
export function KpiCards({ kpis, isLoading, error, onRetry }: KpiCardsProps) {
  const intl = useIntl();
  const loading = !error && (isLoading || !kpis);
  const format = (key: keyof TrainingKpis, value: number | null) =>
    value === null
      ? intl.formatMessage({ id: 'kpi.none' })
      : key === 'compliance'
        ? intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 })
        : intl.formatNumber(value);
  return (
    <section aria-label={intl.formatMessage({ id: 'kpi.title' })} aria-busy={loading || undefined}>
      <StatePanel error={error} onRetry={onRetry}>
        {loading ? <Loader label={intl.formatMessage({ id: 'common.loading' })} hidden /> : null}
        <dl className={styles.grid}>
          {CARDS.map(({ key, label, hint, tone }) => (
            <div key={key} className={`${styles.card} ${tone}`}>
              <dt className={styles.label}>{intl.formatMessage({ id: label }, { days: EXPIRING_WINDOW_DAYS })}</dt>
              <dd className={styles.value}>{kpis && !loading ? format(key, kpis[key]) : <span className={styles.placeholder} aria-hidden="true" />}</dd>
              <dd className={styles.hint}>{intl.formatMessage({ id: hint }, { days: EXPIRING_WINDOW_DAYS })}</dd>
            </div>
          ))}
        </dl>
      </StatePanel>
    </section>
  );
}
