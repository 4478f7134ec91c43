import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ArrowUpIcon } from '../ui/icons';
import styles from './landing.module.css';

/** §9: shown past 40 px of scroll; scrolls back to the first section. */
export function BackToTop({ visible, onPress }: { visible: boolean; onPress: () => void }) {
  const intl = useIntl();
  if (!visible) return null;
  return (
    <Button className={styles.backToTop} aria-label={intl.formatMessage({ id: 'landing.backToTop' })} onPress={onPress}>
      <ArrowUpIcon />
    </Button>
  );
}
