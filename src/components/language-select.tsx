import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { codeForTag } from '../i18n/languages';
import type { MessageId } from '../i18n/messages';
import { ChevronDownIcon, GlobeIcon } from './ui/icons';
import styles from './language-select.module.css';

/** §2/§9: the 8 languages of the template dropdowns. */
const templateLanguages: { id: string; label: MessageId }[] = [
  { id: 'en', label: 'language.english' },
  { id: 'sp', label: 'language.spanish' },
  { id: 'gr', label: 'language.german' },
  { id: 'fr', label: 'language.french' },
  { id: 'jp', label: 'language.japanese' },
  { id: 'it', label: 'language.italian' },
  { id: 'ru', label: 'language.russian' },
  { id: 'ar', label: 'language.arabic' },
];

/**
 * The language dropdown of the template and landing pages: a react-aria
 * Select that starts on the app's language (else English) and only shows the
 * choice (§2: no effect).
 */
export function LanguageSelect() {
  const intl = useIntl();
  const language = codeForTag(intl.locale);
  const initial = templateLanguages.some(({ id }) => id === language) ? language : 'en';
  return (
    <Select className={styles.select} defaultValue={initial} aria-label={intl.formatMessage({ id: 'language.label' })}>
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
  );
}
