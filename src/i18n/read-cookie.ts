/**
 * The one reader of the cookie jar (§9 keeps the language in the `lang` cookie): the app's language
 * at start and the inline gates before the first paint both read with it. It uses nothing but its
 * arguments because the gates run it from its source, before any module has loaded; it reads as
 * js-cookie does (the app writes the cookie as js-cookie would): the first cookie of that name that
 * decodes, quotes dropped, percent-escapes decoded (tests/unit/read-cookie.test.ts compares the two on
 * generated jars).
 * @param jar a `document.cookie` string, `name=value` pairs joined by `; `.
 * @returns the cookie's value, or `undefined` when no cookie of that name decodes.
 */
export function readCookie(jar: string, name: string): string | undefined {
  for (const pair of jar ? jar.split('; ') : []) {
    const parts = pair.split('=');
    try {
      if (decodeURIComponent(parts[0]!) !== name) continue;
      let value = parts.slice(1).join('=');
      if (value[0] === '"') value = value.slice(1, -1);
      return value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      // A cookie that does not decode is passed over, as js-cookie does.
    }
  }
  return undefined;
}
