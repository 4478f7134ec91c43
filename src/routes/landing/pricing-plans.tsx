import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MessageId } from '../../i18n/messages';
import { CheckIcon } from '../../components/ui/icons';
import buttonStyles from '../../components/ui/button.module.css';
import styles from './landing.module.css';

interface Plan {
  name: MessageId;
  text: MessageId;
  /** USD per month. */
  price: number;
  teamAccounts: number;
  badge?: MessageId;
}

/** §9 pricing per month; Enterprise carries the '25% Sale' badge; Lite has 0 team accounts, the others 3. */
const plans: readonly Plan[] = [
  { name: 'landing.pricing.lite', text: 'landing.pricing.liteText', price: 9.99, teamAccounts: 0 },
  { name: 'landing.pricing.professional', text: 'landing.pricing.professionalText', price: 29.99, teamAccounts: 3 },
  { name: 'landing.pricing.enterprise', text: 'landing.pricing.enterpriseText', price: 39.99, teamAccounts: 3, badge: 'landing.pricing.sale' },
  { name: 'landing.pricing.unlimited', text: 'landing.pricing.unlimitedText', price: 49.99, teamAccounts: 3 },
];

/** §9: what every plan lists. */
const PLAN_LIMITS = { projects: 3, customers: 299, ftpLogins: 5 } as const;

/** §2/§9 one-page pricing grid: four monthly plans, each with its limits and a Get Started link. */
export function PricingPlans() {
  const intl = useIntl();
  return (
    <ul className={styles.pricingGrid}>
      {plans.map((plan) => (
        <li key={plan.name} className={styles.plan} data-featured={plan.badge ? '' : undefined}>
          <div className={styles.planHead}>
            <h3>{intl.formatMessage({ id: plan.name })}</h3>
            {plan.badge ? <span className={styles.badge}>{intl.formatMessage({ id: plan.badge })}</span> : null}
          </div>
          <p className={styles.muted}>{intl.formatMessage({ id: plan.text })}</p>
          <p className={styles.price}>
            <strong>{intl.formatNumber(plan.price, { style: 'currency', currency: 'USD' })}</strong>
            <span>{intl.formatMessage({ id: 'landing.pricing.perMonth' })}</span>
          </p>
          <ul className={styles.planList}>
            {[
              intl.formatMessage({ id: 'landing.pricing.projects' }, { count: PLAN_LIMITS.projects }),
              intl.formatMessage({ id: 'landing.pricing.customers' }, { count: PLAN_LIMITS.customers }),
              intl.formatMessage({ id: 'landing.pricing.ftpLogins' }, { count: PLAN_LIMITS.ftpLogins }),
              intl.formatMessage({ id: 'landing.pricing.teamAccounts' }, { count: plan.teamAccounts }),
            ].map((line) => (
              <li key={line}>
                <CheckIcon /> {line}
              </li>
            ))}
          </ul>
          <Link
            href="/account-register"
            className={`${buttonStyles.button} ${plan.badge ? buttonStyles.primary : buttonStyles.secondary} ${buttonStyles.block}`}
          >
            {intl.formatMessage({ id: 'landing.pricing.start' })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
