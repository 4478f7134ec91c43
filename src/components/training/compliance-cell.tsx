import { useIntl } from 'react-intl';
import type { ComplianceStatus } from '../../domain/compliance';
import type { MessageId } from '../../i18n/messages';
import styles from './compliance-cell.module.css';

/** The word of each compliance status. */
export const complianceLabels: Record<ComplianceStatus, MessageId> = {
  valid: 'status.valid',
  expiring: 'status.expiring',
  expired: 'status.expired',
  missing: 'status.missing',
  due: 'status.due',
  exempt: 'status.exempt',
};

/** A symbol beside each word, so a cell reads at a glance without its colour (and in grey print). */
const SYMBOLS: Record<ComplianceStatus, string> = { valid: '✓', expiring: '!', expired: '✕', missing: '○', due: '◔', exempt: '–' };

/**
 * One cell of the compliance matrix: the status as a symbol, a word and a colour (never the colour
 * alone). `context` (employee and training) is read only by screen readers, so each cell says whose
 * and which it is: "Laura Adeyemi, GDPR Essentials: Missing".
 */
export function ComplianceCell({ status, employee, training }: { status: ComplianceStatus; employee: string; training: string }) {
  const intl = useIntl();
  const word = intl.formatMessage({ id: complianceLabels[status] });
  return (
    <span className={`${styles.cell} ${styles[status]}`} data-compliance={status}>
      <span aria-hidden="true">
        <span className={styles.symbol}>{SYMBOLS[status]}</span> {word}
      </span>
      <span className="visually-hidden">{intl.formatMessage({ id: 'compliance.cell' }, { employee, training, status: word })}</span>
    </span>
  );
}
