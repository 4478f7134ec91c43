import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Card } from '../components/card';
import { PageHeader } from '../components/page-header';
import { useSession } from './shell-context';
import styles from './placeholder.module.css';

/** Home (/): the dashboard, the target after sign in (§2). */
export default function HomeRoute() {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'home.title' })}
        description={intl.formatMessage({ id: 'home.welcome' }, { name: user?.first_name ?? '' })}
      />
      <div className={styles.grid}>
        <Card title={intl.formatMessage({ id: 'nav.employees' })}>
          <p className={styles.text}>{intl.formatMessage({ id: 'home.employeesText' })}</p>
          <Link href="/employees">{intl.formatMessage({ id: 'home.open' }, { page: intl.formatMessage({ id: 'nav.employees' }) })}</Link>
        </Card>
        <Card title={intl.formatMessage({ id: 'nav.trainings' })}>
          <p className={styles.text}>{intl.formatMessage({ id: 'home.trainingsText' })}</p>
          <Link href="/trainings">{intl.formatMessage({ id: 'home.open' }, { page: intl.formatMessage({ id: 'nav.trainings' }) })}</Link>
        </Card>
        <Card title={intl.formatMessage({ id: 'nav.courseHistory' })}>
          <p className={styles.text}>{intl.formatMessage({ id: 'home.historyText' })}</p>
          <Link href="/employee-course-history">
            {intl.formatMessage({ id: 'home.open' }, { page: intl.formatMessage({ id: 'nav.courseHistory' }) })}
          </Link>
        </Card>
      </div>
    </>
  );
}
