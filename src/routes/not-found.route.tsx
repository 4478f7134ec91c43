import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AuthCard } from '../components/auth/auth-card';
import buttonStyles from '../components/ui/button.module.css';

/** §2 Error 404: 'OPPS, PAGE NOT FOUND' and Back to Home; what every unknown path shows. */
export default function NotFoundRoute() {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage({ id: 'notFound.title' })} subtitle={intl.formatMessage({ id: 'notFound.text' })}>
      <Link href="/" className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`}>
        {intl.formatMessage({ id: 'common.backToHome' })}
      </Link>
    </AuthCard>
  );
}
