import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../ui/text-field';
import type { FieldLook } from './field-look';

// Few forms have a checkbox (the template sign-in's Remember me): its control loads with those alone.
const PreviewCheckbox = lazy(() => import('./preview-checkbox'));

/**
 * A field as it shows before its form's code has loaded: the same react-aria
 * controls as the bound field, uncontrolled, so what is typed is read from the
 * DOM and handed to react-hook-form when it arrives (`useFormOnReach`).
 */
export function PreviewField({ field, hideLabel, defaultValue }: { field: FieldLook; hideLabel?: boolean; defaultValue?: string }) {
  const intl = useIntl();
  if (field.kind === 'checkbox') {
    return (
      <Suspense fallback={null}>
        <PreviewCheckbox name={field.name} label={field.label} />
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
      revealable={secret ? { show: intl.formatMessage({ id: 'password.show' }), hide: intl.formatMessage({ id: 'password.hide' }) } : undefined}
    />
  );
}
