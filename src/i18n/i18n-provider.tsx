import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { initialLanguage, languages, rememberLanguage, type LanguageCode } from './languages';
import { loadMessages, type MessageId, type Messages } from './messages';

interface LanguageState {
  language: LanguageCode;
  setLanguage: (code: LanguageCode) => void;
}

const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: () => {} });

/** The active language and a setter that switches it without a reload (§9). */
export function useLanguage(): LanguageState {
  return use(LanguageContext);
}

// Missing translations show their key (§8); react-intl would also log each one.
const ignoreMissing = () => {};

/**
 * Provides react-intl with the messages of the active language and keeps
 * `<html lang>` and the `lang` cookie in step. Renders `fallback` until the
 * first message file has loaded, so no raw keys flash.
 */
export function I18nProvider({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [language, setLanguageState] = useState<LanguageCode>(initialLanguage);
  const [loaded, setLoaded] = useState<{ code: LanguageCode; messages: Messages } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void loadMessages(language).then((messages) => {
      if (!cancelled) setLoaded({ code: language, messages });
    });
    document.documentElement.lang = languages[language].tag;
    return () => {
      cancelled = true;
    };
  }, [language]);

  const state = useMemo<LanguageState>(
    () => ({
      language,
      setLanguage: (code) => {
        rememberLanguage(code);
        setLanguageState(code);
      },
    }),
    [language],
  );

  if (!loaded) return fallback;
  return (
    <LanguageContext value={state}>
      <IntlProvider locale={languages[loaded.code].tag} messages={loaded.messages as Record<MessageId, string>} onError={ignoreMissing}>
        {children}
      </IntlProvider>
    </LanguageContext>
  );
}
