import { Menu, MenuItem, Popover } from 'react-aria-components';
import { CheckIcon } from '../ui/icons';
import type { MenuTriggerLink } from '../ui/overlay-trigger';
import { MenuTriggerContexts } from '../ui/trigger-contexts';
import type { LanguageMenuProps } from './language-menu';
import styles from './topbar.module.css';

/** The language menu's popover, loaded on first open (see `LanguageMenu`). */
export function LanguageMenuPopover({ link, languages, current, onChange }: LanguageMenuProps & { link: MenuTriggerLink }) {
  return (
    <MenuTriggerContexts link={link}>
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
    </MenuTriggerContexts>
  );
}
