import { Button as AriaButton, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { SelectOption } from '../../components/ui/select-field';
import fieldStyles from '../../components/ui/field.module.css';
import selectStyles from '../../components/ui/select-field.module.css';
import styles from './employee-picker.module.css';

export interface EmployeePickerProps {
  label: string;
  /** The text typed (or the chosen employee's name). */
  inputValue: string;
  /** Called as the user types; the caller searches the server (debounced) and passes `items`. */
  onInputChange: (value: string) => void;
  /** The employees matching the text (id, "name · code"). */
  items: readonly SelectOption[];
  /** The chosen employee's id, `null` = anyone. */
  selectedKey: string | null;
  onSelectionChange: (employeeId: string | null) => void;
  /** True while a search runs. */
  isLoading?: boolean;
}

/**
 * Chooses one employee among thousands: a react-aria ComboBox whose options
 * the server finds as the user types (the list never holds every employee), with
 * a clear button once one is chosen.
 */
export function EmployeePicker({ label, inputValue, onInputChange, items, selectedKey, onSelectionChange, isLoading }: EmployeePickerProps) {
  const intl = useIntl();
  return (
    <ComboBox
      className={`${fieldStyles.field} ${styles.picker}`}
      items={items}
      inputValue={inputValue}
      onInputChange={onInputChange}
      selectedKey={selectedKey}
      onSelectionChange={(key) => onSelectionChange(key === null ? null : String(key))}
      menuTrigger="input"
      allowsEmptyCollection
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={fieldStyles.control}>
        <Input className={`${fieldStyles.input} ${fieldStyles.withToggle}`} placeholder={intl.formatMessage({ id: 'picker.placeholder' })} />
        {selectedKey || inputValue ? (
          <AriaButton
            slot={null}
            className={fieldStyles.toggle}
            aria-label={intl.formatMessage({ id: 'picker.clear' })}
            onPress={() => {
              onSelectionChange(null);
              onInputChange('');
            }}
          >
            ✕
          </AriaButton>
        ) : null}
      </div>
      <Popover className={selectStyles.popover}>
        <ListBox
          className={selectStyles.list}
          renderEmptyState={() => <p className={styles.empty}>{intl.formatMessage({ id: isLoading ? 'common.loading' : 'picker.none' })}</p>}
        >
          {(item: SelectOption) => (
            <ListBoxItem id={item.id} textValue={item.name} className={selectStyles.option}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
