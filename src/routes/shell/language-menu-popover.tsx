import { Header, Menu, MenuItem, MenuSection, Popover, Separator } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CheckIcon } from '../../components/ui/icons';
import type { MenuTriggerLink } from '../../components/ui/overlay-trigger';
import { MenuTriggerContexts } from '../../components/ui/trigger-contexts';
import styles from './topbar.module.css';

interface LanguageOption {
  /** The §9 code (en, sp…). */
  code: string;
  /** The language's own name (English, Español). */
  name: string;
  /** Its BCP 47 tag, for `lang` on the name. */
  tag: string;
}

export interface LanguageMenuProps {
  /** The topbar's own languages (§2: English and Spanish), listed first. */
  languages: readonly LanguageOption[];
  /** Every other language, listed below them under 'More languages'. */
  moreLanguages: readonly LanguageOption[];
  /** The code in use. */
  current: string;
  onChange: (code: string) => void;
}

function LanguageItem({ language }: { language: LanguageOption }) {
  return (
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
  );
}

/** The language menu's popover, loaded on first open (see `LanguageMenu`): the topbar's two languages, then the others under a heading. */
export function LanguageMenuPopover({ link, languages, moreLanguages, current, onChange }: LanguageMenuProps & { link: MenuTriggerLink }) {
  const intl = useIntl();
  return (
    <MenuTriggerContexts link={link}>
      <Popover placement="bottom end" className={styles.popover}>
        <Menu className={styles.menu} selectionMode="single" selectedKeys={[current]} onAction={(key) => onChange(String(key))}>
          <MenuSection aria-label={intl.formatMessage({ id: 'topbar.topLanguages' })}>
            {languages.map((language) => (
              <LanguageItem key={language.code} language={language} />
            ))}
          </MenuSection>
          {moreLanguages.length > 0 ? (
            <>
              <Separator className={styles.separator} />
              <MenuSection>
                <Header className={styles.menuHeader}>{intl.formatMessage({ id: 'topbar.moreLanguages' })}</Header>
                {moreLanguages.map((language) => (
                  <LanguageItem key={language.code} language={language} />
                ))}
              </MenuSection>
            </>
          ) : null}
        </Menu>
      </Popover>
    </MenuTriggerContexts>
  );
}
