import { useSelector } from '@xstate/react';
import { LanguageMenu } from '../components/shell/language-menu';
import { isLanguageCode, languages, TOPBAR_LANGUAGES } from '../i18n/languages';
import { selectLanguage } from '../machines/locale.machine';
import { useLocaleRef } from './shell-context';

const options = TOPBAR_LANGUAGES.map((code) => ({ code, name: languages[code].name, tag: languages[code].tag }));

/** §9 topbar language list (English, Spanish) bound to the `locale` machine. */
export function ShellLanguage() {
  const localeRef = useLocaleRef();
  const language = useSelector(localeRef, selectLanguage);
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
