import { useIntl } from 'react-intl';
import { PageHeader } from '../../components/page-header';
import { HomeDashboard } from './home-dashboard';
import { useTranslateMessage } from '../../i18n/known-messages';
import { employeePath } from '../../hooks/detail-navigation';
import { CURRENT_DASHBOARD, trainingSources } from '../../hooks/training-sources';
import { useResourceItem } from '../../hooks/use-resource';

/**
 * Home (/): the training dashboard, the target after sign in (§2). The
 * calendar shows the scheduled training records rather than the calendar slice:
 * scheduling from an employee's page creates a record and recording its
 * completion ends it, so the records are the one source that stays true; the
 * calendar slice holds free-form events nothing keeps in step with them.
 */
export default function HomeRoute() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const dashboard = useResourceItem(trainingSources.dashboard, CURRENT_DASHBOARD);
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'home.title' })} description={intl.formatMessage({ id: 'home.welcome' })} />
      <HomeDashboard
        dashboard={dashboard.item}
        employeeHref={employeePath}
        isLoading={dashboard.loading && !dashboard.item}
        error={dashboard.error ? translate(dashboard.error) : null}
        onRetry={dashboard.refresh}
      />
    </>
  );
}
