import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './button.module.css';

export interface ButtonProps extends AriaButtonProps {
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Stretches the button to the width of its container. */
  block?: boolean;
}

/** The app's button: react-aria `Button` (onPress, isDisabled, isPending) in three looks. */
export function Button({ variant = 'primary', block = false, className, ...props }: ButtonProps) {
  const classes = [styles.button, styles[variant], block ? styles.block : '', typeof className === 'string' ? className : ''].filter(Boolean).join(' ');
  return <AriaButton {...props} className={classes} />;
}
