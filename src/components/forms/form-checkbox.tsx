import { CheckboxButton, CheckboxField, FieldError } from 'react-aria-components';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { CheckIcon } from '../ui/icons';
import styles from '../ui/field.module.css';

export interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: MessageId;
}

/** A react-hook-form boolean rendered as a react-aria checkbox; its validation message (an id) is shown under it. */
export function FormCheckbox<T extends FieldValues>({ control, name, label }: FormCheckboxProps<T>) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxField
          className={styles.checkboxField}
          name={field.name}
          isSelected={!!field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isInvalid={!!fieldState.error}
          validationBehavior="aria"
        >
          <CheckboxButton className={styles.checkbox}>
            <span className={styles.box} aria-hidden="true">
              <CheckIcon />
            </span>
            {intl.formatMessage({ id: label })}
          </CheckboxButton>
          <FieldError className={styles.error}>
            {fieldState.error?.message ? intl.formatMessage({ id: fieldState.error.message as MessageId }) : undefined}
          </FieldError>
        </CheckboxField>
      )}
    />
  );
}
