import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CheckIcon, GlobeIcon } from '../ui/icons';
import styles from './topbar.module.css';

export interface LanguageOption {
  /** The §9 code (en, sp…). */
  code: string;
  /** The language's own name (English, Español). */
  name: string;
  /** Its BCP 47 tag, for `lang` on the name. */
  tag: string;
}

export interface LanguageMenuProps {
  languages: readonly LanguageOption[];
  /** The code in use. */
  current: string;
  onChange: (code: string) => void;
}

/** §9 topbar language list (English and Spanish): a menu whose items are named in their own language. */
export function LanguageMenu({ languages, current, onChange }: LanguageMenuProps) {
  const intl = useIntl();
  const active = languages.find((language) => language.code === current);
  return (
    <MenuTrigger>
      <AriaButton className={styles.iconButton} aria-label={intl.formatMessage({ id: 'topbar.language' }, { language: active?.name ?? current })}>
        <GlobeIcon />
        <span className={styles.code} aria-hidden="true">
          {active?.tag ?? current}
        </span>
      </AriaButton>
      <Popover placement="bottom end" className={styles.popover}>
        <Menu
          className={styles.menu}
          selectionMode="single"
          selectedKeys={[current]}
          onAction={(key) => onChange(String(key))}
          items={languages.map((language) => ({ ...language, id: language.code }))}
        >
          {(language) => (
            <MenuItem id={language.code} textValue={language.name} className={styles.menuItem} lang={language.tag}>
              {({ isSelected }) => (
                <>
                  {language.name}
                  {isSelected ? (
                    <span className={styles.check}>
                      <CheckIcon />
                    </span>
                  ) : null}
                </>
              )}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
