import { useIntl } from 'react-intl';
import type { TrainingRow } from '../../domain/training-rows';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../components/ui/button';
import { StatePanel, type LoadStateProps } from '../../components/ui/state-panel';
import styles from './training-summary.module.css';
import { useTrainingTypeName } from './training-type-name';

export interface TrainingSummaryProps extends LoadStateProps {
  /** The training; `null` until loaded. */
  training: TrainingRow | null;
  /** Shows "Edit training". */
  onEdit?: () => void;
}

const COUNTS: { key: keyof TrainingRow['counts']; label: MessageId; tone: string }[] = [
  { key: 'valid', label: 'status.valid', tone: styles.valid },
  { key: 'expiring', label: 'status.expiring', tone: styles.expiring },
  { key: 'expired', label: 'status.expired', tone: styles.expired },
  { key: 'scheduled', label: 'status.scheduled', tone: styles.scheduled },
];

/** A training's facts (type, competency, validity, duration) and how many active employees are in each status (/trainings/:id). */
export function TrainingSummary({ training: row, onEdit, isLoading, error, onRetry }: TrainingSummaryProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const typeName = useTrainingTypeName();
  return (
    <StatePanel isLoading={isLoading || (!error && !row)} error={error} onRetry={onRetry}>
      {row ? (
        <article className={styles.summary} aria-labelledby={`training-${row.training.id}`}>
          <header className={styles.header}>
            <div className={styles.heading}>
              <p className={styles.code}>{row.training.code}</p>
              <h2 id={`training-${row.training.id}`} className={styles.title}>
                {row.training.title}
              </h2>
            </div>
            {onEdit ? (
              <Button variant="secondary" onPress={onEdit}>
                {t({ id: 'trainings.edit' })}
              </Button>
            ) : null}
          </header>
          <dl className={styles.facts}>
            <div>
              <dt>{t({ id: 'trainingForm.type' })}</dt>
              <dd>{typeName(row.type)}</dd>
            </div>
            <div>
              <dt>{t({ id: 'trainingForm.competency' })}</dt>
              <dd>
                {row.competency.name}
                {row.competency.description ? <span className={styles.muted}> · {row.competency.description}</span> : null}
              </dd>
            </div>
            <div>
              <dt>{t({ id: 'trainings.validity' })}</dt>
              <dd>
                {row.training.validityMonths === null
                  ? t({ id: 'trainings.neverExpires' })
                  : t({ id: 'trainings.months' }, { count: row.training.validityMonths })}
              </dd>
            </div>
            <div>
              <dt>{t({ id: 'trainings.duration' })}</dt>
              <dd>{t({ id: 'trainings.hours' }, { count: row.training.durationHours })}</dd>
            </div>
          </dl>
          {/* The group carries the name: a role on the list itself would take away its terms and values. */}
          <div role="group" aria-label={t({ id: 'trainings.countsLabel' })}>
            <dl className={styles.counts}>
              {COUNTS.map(({ key, label, tone }) => (
                <div key={key} className={`${styles.count} ${tone}`}>
                  <dt>{t({ id: label })}</dt>
                  <dd>{intl.formatNumber(row.counts[key])}</dd>
                </div>
              ))}
            </dl>
          </div>
        </article>
      ) : null}
    </StatePanel>
  );
}
