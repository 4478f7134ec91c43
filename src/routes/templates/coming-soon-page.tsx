import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MessageId } from '../../i18n/messages';
import type { TemplateField } from '../../components/forms/field-look';
import { TemplateForm } from '../../components/forms/template-form';
import { ClockIcon, CheckIcon } from '../../components/ui/icons';
import buttonStyles from '../../components/ui/button.module.css';
import { StatusPage, statusPageStyles as styles } from './status-page';

/** The time left, split for the four boxes. */
interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export interface ComingSoonPageProps {
  remaining: CountdownParts;
  /** After the countdown: 'We've Launched our new website' (§2). */
  launched: boolean;
}

const units: { key: keyof CountdownParts; label: MessageId }[] = [
  { key: 'days', label: 'comingSoon.days' },
  { key: 'hours', label: 'comingSoon.hours' },
  { key: 'minutes', label: 'comingSoon.minutes' },
  { key: 'seconds', label: 'comingSoon.seconds' },
];

/** §5: the coming-soon email is required, type email. */
const fields: TemplateField[] = [
  { name: 'email', label: 'comingSoon.email', placeholder: 'comingSoon.emailPlaceholder', rule: 'email', type: 'email', autoComplete: 'email' },
];

/** §2 Coming soon: the countdown (Days, Hours, Minutes, Seconds), the email sign-up with Send; then the launched view with Back to Home. */
export function ComingSoonPage({ remaining, launched }: ComingSoonPageProps) {
  const intl = useIntl();
  const launchedTitle = intl.formatMessage({ id: 'comingSoon.launched' });
  const announcement = (
    <p role="status" className="visually-hidden">
      {launched ? launchedTitle : ''}
    </p>
  );

  if (launched) {
    return (
      <StatusPage art={<CheckIcon />} title={launchedTitle}>
        {announcement}
        <Link href="/" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          {intl.formatMessage({ id: 'common.backToHome' })}
        </Link>
      </StatusPage>
    );
  }
  return (
    <StatusPage art={<ClockIcon />} title={intl.formatMessage({ id: 'comingSoon.title' })} text={intl.formatMessage({ id: 'comingSoon.text' })}>
      {announcement}
      {/* §4: the template names this date but it does not drive the countdown. */}
      {/* The timer role sits on a wrapper: on the <dl> itself it would strip the term/definition semantics. */}
      <div role="timer" aria-label={intl.formatMessage({ id: 'comingSoon.timer' })} data-countdown-date="Oct 30, 2025">
        <dl className={styles.countdown}>
          {units.map(({ key, label }) => (
            <div key={key} className={styles.unit}>
              <dt>{intl.formatMessage({ id: label })}</dt>
              <dd>{intl.formatNumber(remaining[key], { minimumIntegerDigits: 2 })}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={styles.subscribe}>
        <h2>{intl.formatMessage({ id: 'comingSoon.alert' })}</h2>
        <TemplateForm fields={fields} submitLabel="comingSoon.send" successMessage="comingSoon.subscribed" layout="inline" />
        <p className={styles.small}>{intl.formatMessage({ id: 'comingSoon.noSpam' })}</p>
      </div>
    </StatusPage>
  );
}
