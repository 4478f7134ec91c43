import { useIntl } from 'react-intl';
import { ArrowUpIcon } from './landing-icons';
import styles from './landing.module.css';

/** §9: shown past 40 px of scroll; scrolls back to the first section. A native button: the landing pages load no react-aria on first paint (the byte budgets). */
export function BackToTop({ visible, onPress }: { visible: boolean; onPress: () => void }) {
  const intl = useIntl();
  if (!visible) return null;
  return (
    <button type="button" className={styles.backToTop} aria-label={intl.formatMessage({ id: 'landing.backToTop' })} onClick={onPress}>
      <ArrowUpIcon />
    </button>
  );
}
