import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { IsoDate } from '../../domain/training';
import type { MessageId } from '../../i18n/messages';
import { DateField } from './date-field';
import { SelectField, type SelectOption } from './select-field';

interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: MessageId;
  isRequired?: boolean;
}

/** Translates a validation message id from the schema. */
function useErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return (message) => (message ? intl.formatMessage({ id: message as MessageId }) : undefined);
}

/** A react-hook-form field rendered as a {@link SelectField}; the value is the option id or `''`. */
export function FormSelectField<T extends FieldValues>({ control, name, label, isRequired, options, placeholder }: FormFieldProps<T> & { options: readonly SelectOption[]; placeholder?: MessageId }) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={intl.formatMessage({ id: label })}
          placeholder={placeholder ? intl.formatMessage({ id: placeholder }) : undefined}
          options={options}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          buttonRef={field.ref}
          name={field.name}
          isRequired={isRequired}
          errorMessage={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}

/** A react-hook-form field rendered as a {@link DateField}; the value is `YYYY-MM-DD` or `''`. */
export function FormDateField<T extends FieldValues>({ control, name, label, isRequired, minValue, maxValue }: FormFieldProps<T> & { minValue?: IsoDate; maxValue?: IsoDate }) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={intl.formatMessage({ id: label })}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          minValue={minValue}
          maxValue={maxValue}
          isRequired={isRequired}
          errorMessage={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}
