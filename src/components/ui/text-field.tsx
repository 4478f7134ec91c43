import { useState, type Ref } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import styles from './field.module.css';
import { RevealToggle } from './reveal-toggle';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  label: string;
  placeholder?: string;
  description?: string;
  /** Shown under the field and announced; also marks the field invalid. */
  errorMessage?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Adds a show/hide toggle; labels are the toggle's accessible names. */
  revealable?: { show: string; hide: string };
  /** Keeps the label for assistive technology only, e.g. in an inline sign-up form with a placeholder. */
  hideLabel?: boolean;
}

/**
 * A labelled text input (react-aria `TextField`) with description and error
 * message. With `revealable`, a password field with a show/hide button.
 */
export function TextField({ label, placeholder, description, errorMessage, inputRef, revealable, hideLabel, type, ...props }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const inputType = revealable ? (revealed ? 'text' : 'password') : type;
  return (
    <AriaTextField
      {...props}
      type={inputType}
      isInvalid={!!errorMessage}
      validationBehavior="aria"
      className={styles.field}
    >
      <Label className={hideLabel ? 'visually-hidden' : styles.label}>{label}</Label>
      <div className={styles.control}>
        <Input ref={inputRef} placeholder={placeholder} className={`${styles.input} ${revealable ? styles.withToggle : ''}`} />
        {revealable ? <RevealToggle revealed={revealed} onToggle={() => setRevealed((value) => !value)} labels={revealable} /> : null}
      </div>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
