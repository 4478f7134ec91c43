import fc from 'fast-check';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../src/i18n/read-cookie';

describe('readCookie, the one reader of the cookie jar', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A cookie name or value: the language cookie's name and codes, percent-escapes, quotes, '=' and other text. */
  const cookiePart = fc.oneof(
    fc.constantFrom('lang', 'lang ', 'xlang', 'la%6Eg', '%', '"en"', 'e%6E', 's%70', '%E0%A4%A', 'en=x', 'ar', 'sp', 'jp'),
    fc.string({ unit: fc.constantFrom('l', 'a', 'n', 'g', 'e', '%', '6', 'E', '"', '=', ' ', 'x') }),
  );
  const jar = fc.array(fc.tuple(cookiePart, cookiePart), { maxLength: 5 }).map((cookies) => cookies.map(([name, value]) => `${name}=${value}`).join('; '));

  it('reads any cookie jar as js-cookie, which writes the language cookie, reads it', () => {
    fc.assert(
      fc.property(jar, fc.constantFrom('lang', 'xlang', 'lang '), (cookie, name) => {
        vi.stubGlobal('document', { cookie });
        expect(readCookie(cookie, name)).toBe(Cookies.get(name));
      }),
      { numRuns: 500 },
    );
  });

  it('takes the first cookie of the name that decodes, without its quotes', () => {
    expect(readCookie('la%6Eg="sp"; lang=ar', 'lang')).toBe('sp');
    expect(readCookie('lang=%E0%A4%A; lang=fr', 'lang')).toBe('fr');
    expect(readCookie('', 'lang')).toBeUndefined();
  });
});
