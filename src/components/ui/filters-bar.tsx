import { useId, useState, type ReactNode } from 'react';
import { Button as AriaButton, Input, Label, SearchField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MAX_SEARCH_LENGTH } from '../../domain/list-request';
import { Button } from './button';
import buttonStyles from './button.module.css';
import fieldStyles from './field.module.css';
import { NativeSelect } from './native-select';
import type { SelectOption } from './select-field';
import styles from './filters-bar.module.css';

/** One select of the bar, e.g. department. */
export interface FilterSelect {
  /** The filter key the caller puts in the list request (`department`, `status`, …). */
  key: string;
  label: string;
  options: readonly SelectOption[];
  /** The chosen id, `null` = all. */
  value: string | null;
}

export interface FiltersBarProps {
  /** The search text as typed; the caller debounces before fetching. */
  search: string;
  /** What the search looks in (e.g. "Employee or training"); defaults to name, code or email. */
  searchPlaceholder?: string;
  onSearchChange: (search: string) => void;
  selects: readonly FilterSelect[];
  onFilterChange: (key: string, value: string | null) => void;
  /** Shows "Clear filters" while a search or filter is set. */
  onClear?: () => void;
  /** Extra fields after the selects (e.g. a date range). */
  children?: ReactNode;
  /** True when the extra fields hold a filter, so "Clear filters" shows for them too. */
  isFiltered?: boolean;
}

/**
 * A list's search field (react-aria SearchField) and filter selects (native, see {@link NativeSelect});
 * each select has an "All" choice. Under 768 px the selects and extra fields fold into a 'Filters'
 * disclosure that names how many are set, so the first row of the list stays near the top; the
 * search stays in view. Wider, the button is `display: none` (no tab stop) and the fold draws as if absent.
 */
export function FiltersBar({ search, searchPlaceholder, onSearchChange, selects, onFilterChange, onClear, children, isFiltered = false }: FiltersBarProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const foldId = useId();
  const setCount = selects.filter((select) => select.value !== null).length + (isFiltered ? 1 : 0);
  const active = search !== '' || setCount > 0;
  return (
    <div className={styles.bar} role="search" aria-label={intl.formatMessage({ id: 'filters.label' })}>
      <SearchField className={`${fieldStyles.field} ${styles.search}`} value={search} onChange={onSearchChange} maxLength={MAX_SEARCH_LENGTH}>
        <Label className={fieldStyles.label}>{intl.formatMessage({ id: 'filters.search' })}</Label>
        <div className={fieldStyles.control}>
          <Input
            className={`${fieldStyles.input} ${styles.searchInput}`}
            placeholder={searchPlaceholder ?? intl.formatMessage({ id: 'filters.searchPlaceholder' })}
          />
          {search ? (
            <AriaButton className={fieldStyles.toggle} aria-label={intl.formatMessage({ id: 'filters.clearSearch' })}>
              ✕
            </AriaButton>
          ) : null}
        </div>
      </SearchField>
      {selects.length > 0 || children ? (
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.foldToggle}`}
          aria-expanded={isOpen}
          aria-controls={foldId}
          onClick={() => setOpen(!isOpen)}
        >
          {intl.formatMessage({ id: 'filters.toggle' }, { count: setCount })}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      ) : null}
      <div id={foldId} className={styles.fold} data-open={isOpen || undefined}>
        {selects.map((select) => (
          <div key={select.key} className={styles.select}>
            <NativeSelect
              label={select.label}
              options={select.options}
              value={select.value}
              allLabel={intl.formatMessage({ id: 'filters.all' })}
              onChange={(value) => onFilterChange(select.key, value)}
            />
          </div>
        ))}
        {children}
      </div>
      {onClear && active ? (
        <Button variant="ghost" className={styles.clear} onPress={onClear}>
          {intl.formatMessage({ id: 'filters.clear' })}
        </Button>
      ) : null}
    </div>
  );
}
