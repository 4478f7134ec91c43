import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { CheckIcon } from '../ui/icons';
import { RevealToggle } from '../ui/reveal-toggle';
import styles from '../ui/field.module.css';
import type { FieldLook } from './field-look';

// Few forms have a checkbox (the template sign-in's Remember me): its control loads with those alone.
const UncontrolledCheckbox = lazy(() => import('./uncontrolled-checkbox'));

/** The checkbox's look while its control loads, so nothing below it moves (a press aimed at the button would land elsewhere). */
function CheckboxPlaceholder({ label }: { label: string }) {
  return (
    <div className={styles.checkboxField} aria-hidden="true">
      <span className={styles.checkbox}>
        <span className={styles.box}>
          <CheckIcon />
        </span>
        {label}
      </span>
    </div>
  );
}

export interface UncontrolledFieldProps {
  field: FieldLook;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  defaultValue?: string;
  /** The field's validation message (an i18n id), shown under it and marking it invalid. */
  message?: MessageId;
  /**
   * Required by its rules: announced as required and part of the form's native semantics. The
   * forms are `noValidate`, so the app's own messages show, never the browser's bubbles.
   */
  required?: boolean;
}

/**
 * A form field drawn from its look, its value kept by its named input, where
 * react-hook-form reads it once bound (`useFormOnReach`). A text field is a
 * native labelled input, drawn like the app's `TextField` (its message tied
 * by `aria-describedby`, `aria-invalid` while it shows), so a form of these
 * loads no react-aria on first paint (the byte budgets): react-aria's field adds
 * nothing to an uncontrolled input. A checkbox loads its react-aria control
 * on its own.
 */
export function UncontrolledField({ field, hideLabel, defaultValue, message, required }: UncontrolledFieldProps) {
  const intl = useIntl();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const errorMessage = message ? intl.formatMessage({ id: message }) : undefined;
  if (field.kind === 'checkbox') {
    return (
      <Suspense fallback={<CheckboxPlaceholder label={intl.formatMessage({ id: field.label })} />}>
        <UncontrolledCheckbox name={field.name} label={intl.formatMessage({ id: field.label })} errorMessage={errorMessage} isRequired={required} />
      </Suspense>
    );
  }
  const { name, label, placeholder, type, inputMode, autoComplete, secret } = field;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field} data-invalid={errorMessage ? '' : undefined}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {intl.formatMessage({ id: label })}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          name={name}
          defaultValue={defaultValue}
          required={required}
          type={secret ? (revealed ? 'text' : 'password') : (type ?? 'text')}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder ? intl.formatMessage({ id: placeholder }) : undefined}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={errorMessage ? errorId : undefined}
          className={`${styles.input} ${secret ? styles.withToggle : ''}`}
        />
        {secret ? (
          <RevealToggle
            revealed={revealed}
            onToggle={() => setRevealed((value) => !value)}
            labels={{ show: intl.formatMessage({ id: 'password.show' }), hide: intl.formatMessage({ id: 'password.hide' }) }}
          />
        ) : null}
      </div>
      {errorMessage ? (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
