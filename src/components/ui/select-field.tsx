import type { Ref } from 'react';
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { ChevronDownIcon } from './icons';
import fieldStyles from './field.module.css';
import styles from './select-field.module.css';

/** A choice in a {@link SelectField}. */
export interface SelectOption {
  id: string;
  name: string;
}

export interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's id; `null` = none (or "all" when `allLabel` is given). */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Adds a first option with this label meaning "no filter" (value `null`). */
  allLabel?: string;
  placeholder?: string;
  /** Shown under the field and announced; also marks it invalid. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  onBlur?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

const ALL = '__all';

/**
 * A labelled react-aria Select (a button opening a listbox) styled like the app's text fields.
 * The button is a select-only combobox (WAI-ARIA 1.2), the one role that announces a select as
 * required and invalid: react-aria puts both on its hidden native select, which assistive
 * technology never reaches, and a button cannot carry them.
 */
export function SelectField({
  label,
  options,
  value,
  onChange,
  allLabel,
  placeholder,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  onBlur,
  buttonRef,
}: SelectFieldProps) {
  const items = allLabel ? [{ id: ALL, name: allLabel }, ...options] : options;
  return (
    <Select
      className={fieldStyles.field}
      value={value ?? (allLabel ? ALL : null)}
      onChange={(key) => onChange(key === null || key === ALL ? null : String(key))}
      placeholder={placeholder}
      isInvalid={!!errorMessage}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      name={name}
      onBlur={onBlur}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Button
        ref={buttonRef}
        className={`${fieldStyles.input} ${styles.trigger}`}
        render={(props) => <button {...props} role="combobox" aria-required={isRequired || undefined} aria-invalid={errorMessage ? true : undefined} />}
      >
        <SelectValue className={styles.value} />
        <ChevronDownIcon />
      </Button>
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.list} items={items}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className={styles.option}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
