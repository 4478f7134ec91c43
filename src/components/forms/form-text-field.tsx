import { Controller, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { TextField, type TextFieldProps } from '../ui/text-field';

/** A field's message: a rule's is a message id to translate; the server's (type `server`) is text, shown as it is. */
function fieldErrorText(error: FieldError | undefined, translate: (id: MessageId) => string): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : translate(error.message as MessageId);
}

export interface FormTextFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps,
  'label' | 'placeholder' | 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'errorMessage' | 'revealable'
> {
  control: Control<T>;
  name: FieldPath<T>;
  label: MessageId;
  placeholder?: MessageId;
  /** A password field with a show/hide toggle. */
  secret?: boolean;
}

/**
 * A react-hook-form field rendered as the app's `TextField`: label and
 * placeholder are message ids; a validation message (an id) is translated and
 * shown under the field.
 */
export function FormTextField<T extends FieldValues>({ control, name, label, placeholder, secret, ...props }: FormTextFieldProps<T>) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          label={intl.formatMessage({ id: label })}
          placeholder={placeholder ? intl.formatMessage({ id: placeholder }) : undefined}
          revealable={secret ? { show: intl.formatMessage({ id: 'password.show' }), hide: intl.formatMessage({ id: 'password.hide' }) } : undefined}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={fieldErrorText(fieldState.error, (id) => intl.formatMessage({ id }))}
        />
      )}
    />
  );
}
