import type { Control, FieldValues, Path } from 'react-hook-form';
import type { FieldLook } from './field-look';
import { FormCheckbox } from './form-checkbox';
import { FormTextField } from './form-text-field';

/** A field bound to react-hook-form, drawn from its look. */
export function BoundField<T extends FieldValues>({ field, control, hideLabel }: { field: FieldLook; control: Control<T>; hideLabel?: boolean }) {
  const name = field.name as Path<T>;
  if (field.kind === 'checkbox') return <FormCheckbox control={control} name={name} label={field.label} />;
  const { label, placeholder, type, inputMode, autoComplete, secret } = field;
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      placeholder={placeholder}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      secret={secret}
      hideLabel={hideLabel}
    />
  );
}
