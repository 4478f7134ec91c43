import Cookies from 'js-cookie';

/** §9 language codes, with the BCP 47 tag each stands for (for Intl and `<html lang>`). */
export const languages = {
  en: { tag: 'en', name: 'English' },
  sp: { tag: 'es', name: 'Español' },
  gr: { tag: 'de', name: 'Deutsch' },
  fr: { tag: 'fr', name: 'Français' },
  it: { tag: 'it', name: 'Italiano' },
  ru: { tag: 'ru', name: 'Русский' },
  jp: { tag: 'ja', name: '日本語' },
  ch: { tag: 'zh', name: '中文' },
  ar: { tag: 'ar', name: 'العربية' },
} as const;

export type LanguageCode = keyof typeof languages;

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/** §9: the language is kept in this cookie. */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(languages, value);
}

/** Maps a BCP 47 tag (e.g. `es-MX`) to one of our codes, or undefined. */
export function codeForTag(tag: string): LanguageCode | undefined {
  const primary = tag.toLowerCase().split('-')[0];
  return (Object.keys(languages) as LanguageCode[]).find((code) => languages[code].tag === primary);
}

/** §9: cookie `lang`, else the browser language, else en. */
export function initialLanguage(): LanguageCode {
  const fromCookie = Cookies.get(LANGUAGE_COOKIE);
  if (isLanguageCode(fromCookie)) return fromCookie;
  for (const tag of globalThis.navigator?.languages ?? []) {
    const code = codeForTag(tag);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** Keeps the choice in the `lang` cookie for a year. */
export function rememberLanguage(code: LanguageCode): void {
  Cookies.set(LANGUAGE_COOKIE, code, { expires: 365, sameSite: 'Lax', path: '/' });
}
