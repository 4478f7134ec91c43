import { describe, expect, it } from 'vitest';
import { languages, topbarLanguages, type LanguageCode } from '../../src/i18n/languages';

describe('topbarLanguages (§2, §9)', () => {
  it('offers English and Spanish', () => {
    expect(topbarLanguages('en')).toEqual(['en', 'sp']);
    expect(topbarLanguages('sp')).toEqual(['en', 'sp']);
  });

  it.each(Object.keys(languages).filter((code) => code !== 'en' && code !== 'sp') as LanguageCode[])('adds %s while it is the active language', (code) => {
    expect(topbarLanguages(code)).toEqual(['en', 'sp', code]);
  });
});
