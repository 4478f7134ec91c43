import { useId } from 'react';
import { ChevronDownIcon } from './icons';
import type { SelectOption } from './select-field';
import fieldStyles from './field.module.css';
import styles from './native-select.module.css';

export interface NativeSelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's id; `null` = "all" when `allLabel` is given. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Adds a first option with this label meaning "no filter" (value `null`). */
  allLabel?: string;
  isDisabled?: boolean;
}

const ALL = '';

/**
 * A labelled native `<select>` drawn like the app's fields, for the controls of
 * a list (filters, rows per page): it costs no script, where react-aria's Select
 * weighed ~20 KB on every list page (the byte budgets), and the browser gives it its
 * keyboard, screen-reader and touch behaviour. The selects of forms, loaded
 * with their dialog, stay {@link SelectField}.
 */
export function NativeSelect({ label, options, value, onChange, allLabel, isDisabled }: NativeSelectProps) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={fieldStyles.control}>
        <select
          id={id}
          className={`${fieldStyles.input} ${styles.select}`}
          value={value ?? ALL}
          disabled={isDisabled}
          onChange={(event) => onChange(event.target.value === ALL ? null : event.target.value)}
        >
          {allLabel ? <option value={ALL}>{allLabel}</option> : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </div>
    </div>
  );
}
