import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { TextField } from '../ui/text-field';
import { CheckIcon } from '../ui/icons';
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
}

/**
 * A form field drawn from its look, its value kept by its named input, where
 * react-hook-form reads it once bound (`useFormOnReach`).
 */
export function UncontrolledField({ field, hideLabel, defaultValue, message }: UncontrolledFieldProps) {
  const intl = useIntl();
  const errorMessage = message ? intl.formatMessage({ id: message }) : undefined;
  if (field.kind === 'checkbox') {
    return (
      <Suspense fallback={<CheckboxPlaceholder label={intl.formatMessage({ id: field.label })} />}>
        <UncontrolledCheckbox name={field.name} label={intl.formatMessage({ id: field.label })} errorMessage={errorMessage} />
      </Suspense>
    );
  }
  const { name, label, placeholder, type, inputMode, autoComplete, secret } = field;
  return (
    <TextField
      name={name}
      defaultValue={defaultValue}
      label={intl.formatMessage({ id: label })}
      placeholder={placeholder ? intl.formatMessage({ id: placeholder }) : undefined}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      hideLabel={hideLabel}
      errorMessage={errorMessage}
      revealable={secret ? { show: intl.formatMessage({ id: 'password.show' }), hide: intl.formatMessage({ id: 'password.hide' }) } : undefined}
    />
  );
}
