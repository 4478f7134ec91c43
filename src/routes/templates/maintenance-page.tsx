import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ToolIcon } from '../../components/ui/icons';
import buttonStyles from '../../components/ui/button.module.css';
import { StatusPage } from './status-page';

/** §2 Maintenance: 'Currently in Maintenance Mode !!!', the under-construction text and Back to Home. */
export function MaintenancePage() {
  const intl = useIntl();
  return (
    <StatusPage art={<ToolIcon />} title={intl.formatMessage({ id: 'maintenance.title' })} text={intl.formatMessage({ id: 'maintenance.text' })}>
      <Link href="/" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
        {intl.formatMessage({ id: 'common.backToHome' })}
      </Link>
    </StatusPage>
  );
}
