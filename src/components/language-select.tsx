import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { onDemand } from '../loading';
import { initialTemplateLanguage } from '../i18n/template-languages';
import { ChevronDownIcon, GlobeIcon } from './ui/icons';
import styles from './language-select.module.css';

const menu = onDemand(() => import('./language-select-menu'));

/**
 * The language dropdown of the template and landing pages (§2, §9: 8
 * languages, no effect). Its react-aria Select and popover load when the
 * visitor first reaches for it (pointer, focus, press); until then a button
 * drawn like its trigger stands in. A press made meanwhile opens the menu once
 * it is in, and focus moves to the real trigger.
 */
export function LanguageSelect() {
  const intl = useIntl();
  const trigger = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState(() => (menu.loaded ? { module: menu.loaded, autoFocus: false, defaultOpen: false } : null));
  const pressed = useRef(false);

  const reach = () => {
    void menu
      .load()
      .then((module) => setLoaded((current) => current ?? { module, autoFocus: document.activeElement === trigger.current, defaultOpen: pressed.current }));
  };

  if (loaded) return <loaded.module.LanguageSelectMenu autoFocus={loaded.autoFocus} defaultOpen={loaded.defaultOpen} />;
  const language = intl.formatMessage({ id: initialTemplateLanguage(intl.locale).label });
  return (
    <span className={styles.select}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-label={`${intl.formatMessage({ id: 'language.label' })} ${language}`}
        onPointerOver={reach}
        onFocus={reach}
        // A press that starts here counts from its pointerdown: the menu may arrive between the press's
        // down and up, and replace this button under the pointer, so neither would see a whole press.
        onPointerDown={() => {
          pressed.current = true;
        }}
        onClick={() => {
          pressed.current = true;
          reach();
        }}
      >
        <GlobeIcon />
        <span className={styles.value}>{language}</span>
        <ChevronDownIcon />
      </button>
    </span>
  );
}
