import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { CheckboxField } from '../ui/checkbox-field';
import { TextField } from '../ui/text-field';
import type { FieldLook } from './field-look';

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
 * react-hook-form reads it once bound (`useBoundForm`): the app's `TextField`
 * or `CheckboxField`, both native, so the input is the same element before and after
 * the form's code arrives.
 */
export function UncontrolledField({ field, hideLabel, defaultValue, message, required }: UncontrolledFieldProps) {
  const intl = useIntl();
  const errorMessage = message ? intl.formatMessage({ id: message }) : undefined;
  const label = intl.formatMessage({ id: field.label });
  if (field.kind === 'checkbox') return <CheckboxField name={field.name} label={label} errorMessage={errorMessage} isRequired={required} />;
  const { name, placeholder, type, inputMode, autoComplete, secret } = field;
  return (
    <TextField
      name={name}
      label={label}
      hideLabel={hideLabel}
      defaultValue={defaultValue}
      isRequired={required}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      placeholder={placeholder ? intl.formatMessage({ id: placeholder }) : undefined}
      errorMessage={errorMessage}
      revealable={secret ? { show: intl.formatMessage({ id: 'password.show' }), hide: intl.formatMessage({ id: 'password.hide' }) } : undefined}
    />
  );
}
