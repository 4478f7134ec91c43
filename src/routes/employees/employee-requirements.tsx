import { useIntl } from 'react-intl';
import type { ComplianceStatus } from '../../domain/compliance';
import { ComplianceCell } from '../../components/training/compliance-cell';
import { Button } from '../../components/ui/button';
import { StatePanel } from '../../components/ui/state-panel';
import type { LoadStateProps } from '../../components/ui/state-panel';
import styles from './employee-requirements.module.css';

/** A training required of the employee, and where they stand with it today. */
interface EmployeeRequirement {
  trainingId: string;
  code: string;
  title: string;
  status: ComplianceStatus;
}

export interface EmployeeRequirementsProps extends LoadStateProps {
  /** The employee's name, which each status names for screen readers. */
  name: string;
  /** Their required trainings, in the matrix's order; `null` until loaded. */
  requirements: EmployeeRequirement[] | null;
  /** Shows what fixes a gap (missing, expired, expiring, due): schedule it, or record the renewal already scheduled; called with the training id. */
  onFix?: (trainingId: string) => void;
}

/** The statuses that call for a session: never held, lapsed, lapsing, or owed by a new hire. */
const NEEDS_SESSION: ReadonlySet<ComplianceStatus> = new Set<ComplianceStatus>(['missing', 'expired', 'expiring', 'due']);

/**
 * The trainings the requirements name for one employee today (§19), each with its status in words
 * and, where the employee must still take it and the user may write, the button that fixes it.
 * Says so when nothing is required of them.
 */
export function EmployeeRequirements({ name, requirements, onFix, isLoading, error, onRetry }: EmployeeRequirementsProps) {
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
              </li>
            ))}
          </ul>
        ) : null}
      </StatePanel>
    </section>
  );
}
