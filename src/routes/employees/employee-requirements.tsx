import { useIntl } from 'react-intl';
import type { ComplianceStatus, EmployeeRequirement } from '../../domain/compliance';
import { ComplianceCell } from '../../components/training/compliance-cell';
import { isolate } from '../../domain/bidi';
import { Button } from '../../components/ui/button';
import { StatePanel } from '../../components/ui/state-panel';
import type { LoadStateProps } from '../../components/ui/state-panel';
import styles from './employee-requirements.module.css';

export interface EmployeeRequirementsProps extends LoadStateProps {
  /** The employee's name, which each status names for screen readers. */
  name: string;
  /** Their required trainings, in the matrix's order; `null` until loaded. */
  requirements: EmployeeRequirement[] | null;
  /** Shows what fixes a gap (missing, expired, expiring, due): schedule it, or record the renewal already scheduled; called with the training id. */
  onFix?: (trainingId: string) => void;
  /** Offered to admins on a training the employee is not exempted from: asks why, then exempts them; called with the training id. */
  onExempt?: (trainingId: string) => void;
  /** Offered to admins on an exempted training: the requirement binds the employee again; called with the training id. */
  onLift?: (trainingId: string) => void;
}

/** The statuses that call for a session: never held, lapsed, lapsing, or owed by a new hire. */
const NEEDS_SESSION: ReadonlySet<ComplianceStatus> = new Set<ComplianceStatus>(['missing', 'expired', 'expiring', 'due']);

/**
 * The trainings the requirements name for one employee today (§19), each with its status in words
 * and, where the employee must still take it and the user may write, the button that fixes it. An
 * exempted one says why; an admin exempts from one or lifts an exemption here. Says so when nothing
 * is required of them.
 */
export function EmployeeRequirements({ name, requirements, onFix, onExempt, onLift, isLoading, error, onRetry }: EmployeeRequirementsProps) {
  const intl = useIntl();
  return (
    <section aria-labelledby="employee-requirements" className={styles.section}>
      <h3 id="employee-requirements" className={styles.title}>
        {intl.formatMessage({ id: 'requirements.title' })}
      </h3>
      <StatePanel isLoading={isLoading && !requirements} error={error} onRetry={onRetry}>
        {requirements && requirements.length === 0 ? <p className={styles.none}>{intl.formatMessage({ id: 'requirements.none' })}</p> : null}
        {requirements && requirements.length > 0 ? (
          <ul className={styles.list}>
            {requirements.map((requirement) => (
              <li key={requirement.trainingId} className={styles.item}>
                <span className={styles.training}>
                  {requirement.title} <span className={styles.code}>{requirement.code}</span>
                  {requirement.exemptionReasons.map((reason) => (
                    <span key={reason} className={styles.reason}>
                      {intl.formatMessage({ id: 'requirements.reason' }, { reason: isolate(reason) })}
                    </span>
                  ))}
                </span>
                <ComplianceCell status={requirement.status} employee={name} training={requirement.title} />
                {onFix && NEEDS_SESSION.has(requirement.status) ? (
                  <Button
                    variant="secondary"
                    onPress={() => onFix(requirement.trainingId)}
                    aria-label={intl.formatMessage({ id: 'requirements.scheduleOf' }, { training: requirement.title })}
                  >
                    {intl.formatMessage({ id: 'schedule.submit' })}
                  </Button>
                ) : null}
                {onExempt && requirement.status !== 'exempt' ? (
                  <Button
                    variant="ghost"
                    onPress={() => onExempt(requirement.trainingId)}
                    aria-label={intl.formatMessage({ id: 'requirements.exemptOf' }, { employee: name, training: requirement.title })}
                  >
                    {intl.formatMessage({ id: 'requirements.exempt' })}
                  </Button>
                ) : null}
                {onLift && requirement.exemptionReasons.length > 0 ? (
                  <Button
                    variant="secondary"
                    onPress={() => onLift(requirement.trainingId)}
                    aria-label={intl.formatMessage({ id: 'requirements.liftOf' }, { training: requirement.title })}
                  >
                    {intl.formatMessage({ id: 'requirements.lift' })}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </StatePanel>
    </section>
  );
}
