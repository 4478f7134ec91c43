import { useId, useState, type ChangeEvent, type FocusEvent, type Ref } from 'react';
import { FieldNote } from './field-note';
import styles from './field.module.css';
import { RevealToggle } from './reveal-toggle';

export interface TextFieldProps {
  label: string;
  name?: string;
  placeholder?: string;
  description?: string;
  /** Shown under the field and announced (`aria-describedby`); also marks the field invalid. */
  errorMessage?: string;
  /** Required by the form's rules: announced, and part of the form's native semantics (the forms are `noValidate`, so the app's messages show, not the browser's). */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Controlled value; leave it out for an uncontrolled field (`defaultValue`). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'tel';
  autoComplete?: string;
  /** The most characters the input takes (the rule's own limit, so typing stops where the schema would refuse). */
  maxLength?: number;
  autoFocus?: boolean;
  /** Adds a show/hide toggle; labels are the toggle's accessible names. */
  revealable?: { show: string; hide: string };
  /** Keeps the label for assistive technology only, e.g. in an inline sign-up form with a placeholder. */
  hideLabel?: boolean;
}

/**
 * The app's one text field: a native labelled `<input>` with its description and
 * error message tied by `aria-describedby` (`aria-invalid` while the message shows).
 * Every form draws its text fields with it, bound by react-hook-form (`FormTextField`) or
 * read by name (`UncontrolledField`); being native, it is the same element before and after a
 * form's code loads, and a page with a form loads no react-aria for it (the byte budgets).
 * With `revealable`, a password field with a show/hide button.
 */
export function TextField({
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  onChange,
  inputRef,
  revealable,
  hideLabel,
  type,
  ...input
}: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : '', errorMessage ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={errorMessage ? '' : undefined}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          id={id}
          ref={inputRef}
          type={revealable ? (revealed ? 'text' : 'password') : (type ?? 'text')}
          required={isRequired}
          disabled={isDisabled}
          onChange={onChange ? (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value) : undefined}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={describedBy}
          className={`${styles.input} ${revealable ? styles.withToggle : ''}`}
        />
        {revealable ? <RevealToggle revealed={revealed} onToggle={() => setRevealed((value) => !value)} labels={revealable} /> : null}
      </div>
      <FieldNote id={descriptionId} text={description} tone="description" />
      <FieldNote id={errorId} text={errorMessage} tone="error" />
    </div>
  );
}
