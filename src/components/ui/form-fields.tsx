import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { IsoDate } from '../../domain/training';
import type { MessageId } from '../../i18n/messages';
import { Button } from './button';
import { ConflictNotice, type ConflictNoticeProps } from '../training/conflict-notice';
import { CheckboxField } from './checkbox-field';
import { DateField } from './date-field';
import { SelectField, type SelectOption } from './select-field';
import { ErrorNotice } from './state-panel';
import styles from '../training/training-forms.module.css';

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
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  isRequired,
  options,
  placeholder,
}: FormFieldProps<T> & { options: readonly SelectOption[]; placeholder?: MessageId }) {
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
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  isRequired,
  minValue,
  maxValue,
}: FormFieldProps<T> & { minValue?: IsoDate; maxValue?: IsoDate }) {
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

/** A react-hook-form boolean rendered as a {@link CheckboxField}. */
export function FormCheckboxField<T extends FieldValues>({ control, name, label }: Omit<FormFieldProps<T>, 'isRequired'>) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CheckboxField
          name={field.name}
          label={intl.formatMessage({ id: label })}
          checked={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}

export interface FormActionsProps {
  /** The submit button's text while idle ('Saving…' while the write runs). */
  submitLabel: MessageId;
  onCancel?: () => void;
  isSubmitting?: boolean;
  /** Why the last save failed; shown above the buttons, the form keeps its input. */
  submitError?: string | null;
  /** Someone else saved the record first: what differs, and a way to discard; the submit button then saves over it. */
  conflict?: ConflictNoticeProps | null;
}

/**
 * The end of a dialog's form: why the last save failed (or the conflict with what someone else saved),
 * then Cancel and the submit button. A conflict nothing can be saved over (`final`) leaves Close alone.
 */
export function FormActions({ submitLabel, onCancel, isSubmitting = false, submitError, conflict }: FormActionsProps) {
  const intl = useIntl();
  return (
    <>
      {conflict ? <ConflictNotice {...conflict} /> : submitError ? <ErrorNotice message={submitError} /> : null}
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {intl.formatMessage({ id: conflict?.final ? 'common.close' : 'common.cancel' })}
          </Button>
        ) : null}
        {conflict?.final ? null : (
          <Button type="submit" isPending={isSubmitting}>
            {intl.formatMessage({ id: isSubmitting ? 'common.saving' : conflict ? 'conflict.saveMine' : submitLabel })}
          </Button>
        )}
      </div>
    </>
  );
}

export interface FormCheckboxGroupProps<T extends FieldValues> extends Omit<FormFieldProps<T>, 'isRequired'> {
  options: readonly SelectOption[];
  /** The id of a message the group's boxes are described by (e.g. an error shared with other groups). */
  describedBy?: string;
}

/**
 * A react-hook-form list of ids rendered as a fieldset of {@link CheckboxField}s, one per option,
 * named by its legend; ticking a box adds its id, unticking removes it. The boxes wrap into columns
 * and the group scrolls in its own box when it is long.
 */
export function FormCheckboxGroup<T extends FieldValues>({ control, name, label, options, describedBy }: FormCheckboxGroupProps<T>) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen: readonly string[] = field.value ?? [];
        return (
          <fieldset className={styles.checkboxGroup} aria-describedby={describedBy}>
            <legend className={styles.groupLegend}>{intl.formatMessage({ id: label })}</legend>
            <div className={styles.groupBoxes}>
              {options.map((option) => (
                <CheckboxField
                  key={option.id}
                  name={`${field.name}.${option.id}`}
                  label={option.name}
                  checked={chosen.includes(option.id)}
                  onChange={(checked) => field.onChange(checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))}
                  onBlur={field.onBlur}
                />
              ))}
            </div>
          </fieldset>
        );
      }}
    />
  );
}
