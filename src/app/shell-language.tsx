import { useSelector } from '@xstate/react';
import { LanguageMenu } from '../routes/shell';
import { isLanguageCode, languages, type LanguageCode } from '../i18n/languages';
import { topbarLanguageGroups } from '../i18n/topbar-languages';
import { selectLanguage } from '../machines/locale.machine';
import { useLocaleRef } from '../hooks/shell-context';

const option = (code: LanguageCode) => ({ code, name: languages[code].name, tag: languages[code].tag });
const firstOptions = topbarLanguageGroups.first.map(option);
const moreOptions = topbarLanguageGroups.more.map(option);

/** §9 topbar language list (English and Spanish, then the other seven) bound to the `locale` machine. */
export function ShellLanguage() {
  const localeRef = useLocaleRef();
  const language = useSelector(localeRef, selectLanguage);
  return (
    <LanguageMenu
      languages={firstOptions}
      moreLanguages={moreOptions}
      current={language}
      onChange={(code) => {
        if (isLanguageCode(code)) localeRef.send({ type: 'locale.set', language: code });
      }}
    />
  );
}
