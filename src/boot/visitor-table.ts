import { TOKEN_KEY } from '../domain/session-keys.js';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, languages, type LanguageCode } from '../i18n/languages.js';
import { LAYOUT_STORAGE_KEY } from '../theme/layout-settings.js';
import type { BootTable } from './first-render';

const codes = [DEFAULT_LANGUAGE, ...(Object.keys(languages) as LanguageCode[]).filter((code) => code !== DEFAULT_LANGUAGE)];

/** The first render's language rows (code, primary BCP 47 subtag, direction), the default first, and the storage names it reads. */
export const visitorTable: Omit<BootTable, 'scenarios'> = {
  languages: codes.map((code) => [code, languages[code].tag, languages[code].dir]),
  languageCookie: LANGUAGE_COOKIE,
  tokenKey: TOKEN_KEY,
  layoutKey: LAYOUT_STORAGE_KEY,
};
