import { describe, expect, it } from 'vitest';
import { languages } from '../../src/i18n/languages';
import { topbarLanguageGroups } from '../../src/i18n/topbar-languages';

describe('topbarLanguageGroups (§2, §9)', () => {
  it('offers English and Spanish first', () => {
    expect(topbarLanguageGroups.first).toEqual(['en', 'sp']);
  });

  it('offers every other language below them, each once', () => {
    const { first, more } = topbarLanguageGroups;
    expect(more).toEqual(['gr', 'fr', 'it', 'ru', 'jp', 'ch', 'ar']);
    expect([...first, ...more].sort()).toEqual(Object.keys(languages).sort());
  });
});
