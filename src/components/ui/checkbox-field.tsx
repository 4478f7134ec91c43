import { useId, type FocusEvent, type Ref } from 'react';
import { FieldNote } from './field-note';
import { CheckIcon } from './icons';
import styles from './field.module.css';

export interface CheckboxFieldProps {
  name: string;
  label: string;
  /** Shown under the box and announced; also marks it invalid. */
  errorMessage?: string;
  isRequired?: boolean;
  defaultChecked?: boolean;
  /** Controlled state (a react-hook-form `Controller`); leave it out for an uncontrolled box. */
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox drawn as the app's box (the input itself is visually hidden, over the box, so
 * it keeps focus, keyboard, form semantics and a press), its message tied by `aria-describedby`.
 * Uncontrolled (its form reads it by name) or controlled (`checked`, `onChange`). The same element
 * from the first paint: nothing loads for it and nothing is swapped under the pointer.
 */
export function CheckboxField({ name, label, errorMessage, isRequired, defaultChecked, checked, onChange, onBlur, inputRef }: CheckboxFieldProps) {
  const errorId = `${useId()}-error`;
  return (
    <div className={styles.checkboxField} data-invalid={errorMessage ? '' : undefined}>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          name={name}
          className={styles.nativeCheckbox}
          required={isRequired}
          defaultChecked={defaultChecked}
          checked={checked}
          onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
          onBlur={onBlur}
          ref={inputRef}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={errorMessage ? errorId : undefined}
        />
        <span className={styles.box} aria-hidden="true">
          <CheckIcon />
        </span>
        {label}
      </label>
      <FieldNote id={errorId} text={errorMessage} tone="error" />
    </div>
  );
}
