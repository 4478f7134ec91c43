import { useIntl } from 'react-intl';
import { Card } from '../components/card';
import { PageHeader } from '../components/page-header';
import type { MessageId } from '../i18n/messages';
import styles from './placeholder.module.css';

/** A shell page whose content is not built yet: its title, what it will hold, and a note. */
export function PlaceholderPage({ title, description }: { title: MessageId; description: MessageId }) {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: title })} description={intl.formatMessage({ id: description })} />
      <Card>
        <p className={styles.text}>{intl.formatMessage({ id: 'common.comingSoon' })}</p>
      </Card>
    </>
  );
}
