import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import buttonStyles from '../../components/ui/button.module.css';
import { StatusPage } from './status-page';

/** §2/§8 Error 404: 'OPPS, PAGE NOT FOUND', a short text and Back to Home. */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <StatusPage art="404" artText title={intl.formatMessage({ id: 'notFound.title' })} text={intl.formatMessage({ id: 'notFound.text' })}>
      <Link href="/" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
        {intl.formatMessage({ id: 'common.backToHome' })}
      </Link>
    </StatusPage>
  );
}
