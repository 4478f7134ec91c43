import { CheckboxButton, CheckboxField, FieldError } from 'react-aria-components';
import { CheckIcon } from '../ui/icons';
import styles from '../ui/field.module.css';

/** A checkbox whose state is kept by its named input, with its validation message (translated) under it. */
export default function UncontrolledCheckbox({ name, label, errorMessage, isRequired }: { name: string; label: string; errorMessage?: string; isRequired?: boolean }) {
  return (
    <CheckboxField className={styles.checkboxField} name={name} isInvalid={!!errorMessage} isRequired={isRequired} validationBehavior="aria">
      <CheckboxButton className={styles.checkbox}>
        <span className={styles.box} aria-hidden="true">
          <CheckIcon />
        </span>
        {label}
      </CheckboxButton>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </CheckboxField>
  );
}
