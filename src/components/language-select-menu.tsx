import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AriaScope } from './aria-scope';
import { initialTemplateLanguage, templateLanguages } from '../i18n/template-languages';
import { ChevronDownIcon, GlobeIcon } from './ui/icons';
import styles from './language-select.module.css';

/**
 * The language dropdown of the template and landing pages once its code is
 * in: a react-aria Select that starts on the app's language (else English) and
 * only shows the choice (§2: no effect). It brings react-aria's providers
 * along, for pages that have none (the landing pages).
 */
export function LanguageSelectMenu({ autoFocus, defaultOpen }: { autoFocus?: boolean; defaultOpen?: boolean }) {
  const intl = useIntl();
  return (
    <AriaScope>
      <Select
        className={styles.select}
        defaultValue={initialTemplateLanguage(intl.locale).id}
        aria-label={intl.formatMessage({ id: 'language.label' })}
        autoFocus={autoFocus}
        defaultOpen={defaultOpen}
      >
        <Button className={styles.trigger}>
          <GlobeIcon />
          <SelectValue className={styles.value} />
          <ChevronDownIcon />
        </Button>
        <Popover className={styles.popover} placement="bottom end">
          <ListBox className={styles.list}>
            {templateLanguages.map(({ id, label }) => (
              <ListBoxItem key={id} id={id} className={styles.item}>
                {intl.formatMessage({ id: label })}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
    </AriaScope>
  );
}
