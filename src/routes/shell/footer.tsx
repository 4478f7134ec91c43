import { useIntl } from 'react-intl';
import styles from './shell.module.css';

/** §2 Footer: the current year with the company copyright line, and the design credit. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <span>{intl.formatMessage({ id: 'footer.copyright' }, { year })}</span>
      <span>{intl.formatMessage({ id: 'footer.credit' })}</span>
    </footer>
  );
}
