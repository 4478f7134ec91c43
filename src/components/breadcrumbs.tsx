import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import styles from './breadcrumbs.module.css';

/** One step of the trail: its label and where it goes. */
export interface Crumb {
  label: string;
  href: string;
}

/**
 * Where a detail page sits (§11, employee, training): a trail of links from the dashboard,
 * the last one the page itself (`aria-current="page"`), in a navigation landmark named 'Breadcrumb'.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })} className={styles.trail}>
      <ol className={styles.list}>
        {items.map((crumb, index) => (
          <li key={crumb.href} className={styles.item}>
            <Link href={crumb.href} className={styles.link} aria-current={index === items.length - 1 ? 'page' : undefined}>
              <bdi>{crumb.label}</bdi>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
