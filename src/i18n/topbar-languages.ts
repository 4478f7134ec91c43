import { languages, TOPBAR_LANGUAGES, type LanguageCode } from './languages';

/**
 * §2/§9: the topbar's list in two groups: English and Spanish first, as §2 lists them, then
 * every other language the app is translated into, so each is reachable without the browser's setting.
 * A module of its own so it loads with the shell, not with every page's entry (the landing pages' budget).
 */
export const topbarLanguageGroups: { readonly first: readonly LanguageCode[]; readonly more: readonly LanguageCode[] } = {
  first: TOPBAR_LANGUAGES,
  more: (Object.keys(languages) as LanguageCode[]).filter((code) => !(TOPBAR_LANGUAGES as readonly LanguageCode[]).includes(code)),
};
