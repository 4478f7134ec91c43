import { EyeIcon, EyeOffIcon } from './icons';
import styles from './field.module.css';

export interface RevealToggleProps {
  /** Whether the password is shown as text. */
  revealed: boolean;
  onToggle: () => void;
  /** The button's accessible name in each state (translated). */
  labels: { show: string; hide: string };
}

/**
 * A password field's show/hide button, inside the field's control (§2 login,
 * §5 change password). A native button: it lives in forms that load no react-aria.
 */
export function RevealToggle({ revealed, onToggle, labels }: RevealToggleProps) {
  return (
    <button type="button" className={styles.toggle} aria-label={revealed ? labels.hide : labels.show} aria-pressed={revealed} onClick={onToggle}>
      {revealed ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  );
}
