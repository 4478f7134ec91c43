import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { initialLanguage, languages } from '../i18n/languages';
import { loadedMessages, loadMessages } from '../i18n/messages';
import { applyHtmlAttributes, applyHtmlLanguage, readStoredLayout } from '../theme/layout-dom';
import { attributesOf, effectiveDirection, initialLayoutState } from '../theme/layout-state';
import { PageRoot } from './page-root';

// The build also renders this root in Node (src/boot/render-page.tsx), where there is no window.
const viewportWidth = () => (typeof window === 'undefined' ? 0 : window.innerWidth);

/**
 * The language (cookie `lang`, browser, en: §9) and the stored layout, read
 * once and applied to `<html>` (lang, theme, direction…) when the messages are
 * in, as the shell's locale and layout machines do at start, through the same
 * functions but without a machine.
 */
function useStoredLocale() {
  const [language] = useState(initialLanguage);
  const [messages, setMessages] = useState(() => loadedMessages(language) ?? null);
  const layout = useMemo(() => initialLayoutState({ stored: readStoredLayout(), viewportWidth: viewportWidth() }, languages[language].dir), [language]);
  useEffect(() => {
    let current = true;
    void loadMessages(language).then((loaded) => {
      if (current) setMessages(loaded);
    });
    return () => {
      current = false;
    };
  }, [language]);
  useEffect(() => {
    if (!messages) return;
    applyHtmlLanguage(languages[language].tag);
    applyHtmlAttributes(attributesOf(layout));
  }, [messages, language, layout]);
  return { intl: messages ? { locale: languages[language].tag, messages } : null, direction: effectiveDirection(layout) };
}

/**
 * The root of the pages drawn without the shell (sign-in, template, status and
 * landing pages): translations and `<html>` settings with no app-wide actor,
 * so these pages load neither xstate nor the shell (the byte budgets).
 */
export function LightRoot({ children }: { children: ReactNode }) {
  const { intl, direction } = useStoredLocale();
  return (
    <PageRoot intl={intl} direction={direction}>
      {children}
    </PageRoot>
  );
}
