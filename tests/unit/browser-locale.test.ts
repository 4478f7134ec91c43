import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { browserLocales, FALLBACK_LOCALE, localeTag, settleBrowserLocale } from '../../src/i18n/browser-locale';
import { chooseLanguage } from '../../src/i18n/languages';

/** Whether every Intl constructor a library might call accepts the tag. */
function acceptedByIntl(tag: string): boolean {
  try {
    new Intl.NumberFormat(tag);
    new Intl.DateTimeFormat(tag);
    new Intl.Collator(tag);
    new Intl.PluralRules(tag);
    return true;
  } catch {
    return false;
  }
}

/** A navigator-like object reporting `language` and `languages`, as a browser's own getters do. */
function navigatorReporting(language: unknown, languages: unknown): Navigator {
  return Object.create({ language, languages } as object) as Navigator;
}

const posixNames = fc.constantFrom('C', 'C.UTF-8', 'POSIX', '', ' ', 'en_US', 'en_US.UTF-8', 'de_DE@euro', 'sr_RS@latin', 'pt_BR.ISO-8859-1');
const anyName = fc.oneof(posixNames, fc.string(), fc.constantFrom('en-US', 'ar', 'zh-Hant-TW', 'de-', 'x', '-', 'en--US', 'i-klingon'));

describe('browser locale', () => {
  it.each([
    ['C', null],
    ['POSIX', null],
    ['', null],
    ['en_US', 'en-US'],
    ['en_US.UTF-8', 'en-US'],
    ['de_DE@euro', 'de-DE'],
    ['not a tag', null],
    ['fr-CA', 'fr-CA'],
  ])('reads %j as %j', (name, tag) => {
    expect(localeTag(name)).toBe(tag);
  });

  it('hands every library a valid locale, whatever the browser reports', () => {
    fc.assert(
      fc.property(fc.oneof(anyName, fc.anything()), fc.oneof(fc.array(anyName), fc.anything()), (language, list) => {
        const tags = browserLocales(language, list);
        expect(tags.length).toBeGreaterThan(0);
        expect(new Set(tags).size).toBe(tags.length);
        for (const tag of tags) expect(acceptedByIntl(tag)).toBe(true);
      }),
    );
  });

  it('falls back to en-US under the C locale', () => {
    expect(browserLocales('C', ['C'])).toEqual([FALLBACK_LOCALE]);
    expect(chooseLanguage(undefined, browserLocales('C', ['C']))).toBe('en');
    expect(chooseLanguage(undefined, browserLocales('de_DE.UTF-8', []))).toBe('gr');
  });

  it('makes navigator.language valid before a library reads it, and leaves a valid report alone', () => {
    fc.assert(
      fc.property(anyName, fc.array(anyName, { maxLength: 3 }), (language, languages) => {
        const target = navigatorReporting(language, languages);
        settleBrowserLocale(target);
        expect(() => new Intl.NumberFormat(target.language)).not.toThrow();
        expect(target.languages.every(acceptedByIntl)).toBe(true);
      }),
    );
    const valid = navigatorReporting('en-GB', ['en-GB', 'fr']);
    settleBrowserLocale(valid);
    expect(Object.getOwnPropertyNames(valid)).toEqual([]);
    const c = navigatorReporting('C', []);
    settleBrowserLocale(c);
    expect([c.language, c.languages]).toEqual(['en-US', ['en-US']]);
  });
});
