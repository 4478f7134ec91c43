import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { CheckIcon } from '../ui/icons';
import styles from '../ui/field.module.css';

/** A checkbox as it shows before its form's code has loaded: the bound checkbox's controls, uncontrolled. */
export default function PreviewCheckbox({ name, label }: { name: string; label: MessageId }) {
  const intl = useIntl();
  return (
    <CheckboxField className={styles.checkboxField} name={name} validationBehavior="aria">
      <CheckboxButton className={styles.checkbox}>
        <span className={styles.box} aria-hidden="true">
          <CheckIcon />
        </span>
        {intl.formatMessage({ id: label })}
      </CheckboxButton>
    </CheckboxField>
  );
}
