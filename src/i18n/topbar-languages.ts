import { languages, TOPBAR_LANGUAGES, type LanguageCode } from './languages';

/**
 * §2/§9: the topbar's list in two groups: English and Spanish first, as §2 lists them, then
 * every other language the app is translated into, so each is reachable without the browser's setting.
 * A module of its own so it loads with the shell, not with every page's entry (the landing pages' budget).
 */
export function topbarLanguageGroups(): { first: LanguageCode[]; more: LanguageCode[] } {
  const first: readonly LanguageCode[] = TOPBAR_LANGUAGES;
  return { first: [...first], more: (Object.keys(languages) as LanguageCode[]).filter((code) => !first.includes(code)) };
}
