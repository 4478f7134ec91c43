/** The locale every library is handed when the browser names none that is valid. */
export const FALLBACK_LOCALE = 'en-US';

/**
 * A browser or system locale name as a valid BCP 47 tag, or null when it names none. Browsers
 * started under a POSIX locale report its name as is: WebKitGTK under `LANG=C.UTF-8` reports `C`,
 * some report `en_US` or `de_DE.UTF-8`. Validity is the platform's own (`Intl.getCanonicalLocales`).
 * @param value whatever `navigator.language` or an entry of `navigator.languages` holds.
 * @returns the canonical tag (`en_US.UTF-8` → `en-US`), or null for `C`, `POSIX`, empty and invalid names.
 */
export function localeTag(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // A POSIX name's encoding and modifier (`.UTF-8`, `@euro`) are not part of the language.
  const name = value
    .trim()
    .replace(/[.@].*$/, '')
    .replaceAll('_', '-');
  if (name === '' || name === 'C' || name === 'POSIX') return null;
  try {
    return Intl.getCanonicalLocales(name)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The browser's preferred locales as valid tags, first one first, without repeats.
 * @param language `navigator.language`; @param list `navigator.languages` (anything: only strings count).
 * @returns at least one tag: `FALLBACK_LOCALE` when none of them is valid.
 */
export function browserLocales(language: unknown, list: unknown): string[] {
  const names = [language, ...(Array.isArray(list) ? (list as unknown[]) : [])];
  const tags = [...new Set(names.map(localeTag).filter((tag): tag is string => tag !== null))];
  return tags.length ? tags : [FALLBACK_LOCALE];
}

/**
 * Makes `navigator.language` and `navigator.languages` valid tags when the browser reports names that
 * are not (`C`, empty, `en_US`), before any library reads them: the chart library (uPlot) passes
 * `navigator.language` to `Intl.NumberFormat` as its module loads and throws a RangeError on `C`.
 * Own properties on the navigator shadow the browser's getters; a valid report is left alone.
 * Never throws: a navigator that cannot be changed keeps its own values.
 */
export function settleBrowserLocale(target: Navigator = navigator): void {
  const tags = browserLocales(target.language, target.languages);
  const reported = [target.language, ...(target.languages ?? [])];
  if (reported.every((name) => tags.includes(name))) return;
  try {
    Object.defineProperty(target, 'language', { value: tags[0], configurable: true });
    Object.defineProperty(target, 'languages', { value: Object.freeze([...tags]), configurable: true });
  } catch {
    // Nothing more can be done here; the app's own language choice reads `browserLocales` anyway.
  }
}
