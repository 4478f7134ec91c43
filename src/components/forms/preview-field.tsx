import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CheckIcon } from '../ui/icons';
import { TextField } from '../ui/text-field';
import type { FieldLook } from './field-look';
import styles from '../ui/field.module.css';

/**
 * A field as it shows before its form's code has loaded: the same react-aria
 * controls as the bound field, uncontrolled, so what is typed is read from the
 * DOM and handed to react-hook-form when it arrives (`useFormOnReach`).
 */
export function PreviewField({ field, hideLabel, defaultValue }: { field: FieldLook; hideLabel?: boolean; defaultValue?: string }) {
  const intl = useIntl();
  if (field.kind === 'checkbox') {
    return (
      <CheckboxField className={styles.checkboxField} name={field.name} validationBehavior="aria">
        <CheckboxButton className={styles.checkbox}>
          <span className={styles.box} aria-hidden="true">
            <CheckIcon />
          </span>
          {intl.formatMessage({ id: field.label })}
        </CheckboxButton>
      </CheckboxField>
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
      revealable={secret ? { show: intl.formatMessage({ id: 'password.show' }), hide: intl.formatMessage({ id: 'password.hide' }) } : undefined}
    />
  );
}
