import { browserLocales } from './browser-locale.js';
import { readCookie } from './read-cookie.js';

/** §9 language codes, with the BCP 47 tag each stands for (for Intl and `<html lang>`) and its writing direction. */
export const languages = {
  en: { tag: 'en', name: 'English', dir: 'ltr' },
  sp: { tag: 'es', name: 'Español', dir: 'ltr' },
  gr: { tag: 'de', name: 'Deutsch', dir: 'ltr' },
  fr: { tag: 'fr', name: 'Français', dir: 'ltr' },
  it: { tag: 'it', name: 'Italiano', dir: 'ltr' },
  ru: { tag: 'ru', name: 'Русский', dir: 'ltr' },
  jp: { tag: 'ja', name: '日本語', dir: 'ltr' },
  ch: { tag: 'zh', name: '中文', dir: 'ltr' },
  ar: { tag: 'ar', name: 'العربية', dir: 'rtl' },
} as const;

/** §9: the languages the topbar offers first. */
export const TOPBAR_LANGUAGES = ['en', 'sp'] as const satisfies readonly (keyof typeof languages)[];

export type LanguageCode = keyof typeof languages;

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/** §9: the language is kept in this cookie. */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(languages, value);
}

/** Maps a BCP 47 tag (e.g. `es-MX`), or a POSIX locale name (`es_MX`), to one of our codes, or undefined. */
export function codeForTag(tag: string): LanguageCode | undefined {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  return (Object.keys(languages) as LanguageCode[]).find((code) => languages[code].tag === primary);
}

/** §9: the cookie's language, else the first browser language we have, else en. */
export function chooseLanguage(cookie: string | undefined, browserTags: readonly string[]): LanguageCode {
  if (isLanguageCode(cookie)) return cookie;
  for (const tag of browserTags) {
    const code = codeForTag(tag);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** §9: cookie `lang`, else the browser language, else en. */
export function initialLanguage(): LanguageCode {
  const browser = globalThis.navigator;
  return chooseLanguage(readCookie(globalThis.document?.cookie ?? '', LANGUAGE_COOKIE), browserLocales(browser?.language, browser?.languages));
}

/** Keeps the choice in the `lang` cookie for a year. */
export function rememberLanguage(code: LanguageCode): void {
  // Written as js-cookie writes it (the test's oracle for `readCookie`); a language code needs no escaping.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; max-age=31536000; path=/; samesite=lax`;
}

/**
 * The locale for react-aria, whose overlays and keyboard handling take their
 * direction from the locale alone: the language's tag, with a script subtag
 * that carries the direction when the user chose the other one (LTR & RTL).
 */
export function ariaLocale(tag: string, direction: 'ltr' | 'rtl'): string {
  const natural = Object.values(languages).find((language) => language.tag === tag)?.dir ?? 'ltr';
  if (natural === direction) return tag;
  return `${tag}-${direction === 'rtl' ? 'Arab' : 'Latn'}`;
}
