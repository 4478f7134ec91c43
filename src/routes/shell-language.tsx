import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { LanguageMenu } from '../components/shell/language-menu';
import { isLanguageCode, languages, topbarLanguages } from '../i18n/languages';
import { selectLanguage } from '../machines/locale.machine';
import { useLocaleRef } from './shell-context';

/** §9 topbar language list (English, Spanish, and the active language when it is another) bound to the `locale` machine. */
export function ShellLanguage() {
  const localeRef = useLocaleRef();
  const language = useSelector(localeRef, selectLanguage);
  const options = useMemo(() => topbarLanguages(language).map((code) => ({ code, name: languages[code].name, tag: languages[code].tag })), [language]);
  return (
    <LanguageMenu
      languages={options}
      current={language}
      onChange={(code) => {
        if (isLanguageCode(code)) localeRef.send({ type: 'locale.set', language: code });
      }}
    />
  );
}
