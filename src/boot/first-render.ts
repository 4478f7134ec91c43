import type { readCookie } from '../i18n/read-cookie.js';

/**
 * The prerender contract: what a page's first render depends on, computed by one function for the
 * build (what it rendered), the inline gate in `<head>` (before the first paint) and the client (before
 * it hydrates or replaces a frame). Markup the build rendered for a key is reused only by a visitor
 * whose key is equal. The functions here run inline from their source (`toString()`): each uses
 * nothing but its arguments.
 */

/** What a page's first render depends on: two renders with equal keys draw the same markup. */
export interface FirstRenderKey {
  path: string;
  /** The footers show the year. */
  year: number;
  /** The language code in effect (§9: cookie, else the browser's, else the first). */
  language: string;
  direction: 'ltr' | 'rtl';
  layout: 'vertical' | 'horizontal';
  /** A token is stored (an expired one is found out by the app, which then goes to sign in). */
  session: boolean;
  /** The demo data scenario (`default` in API mode): the badge names it. */
  scenario: string;
}

/** The app's names and tables the key is computed with (src/boot/boot-table.ts builds it from the app's modules). */
export interface BootTable {
  /** Every language: code, primary BCP 47 subtag, direction; the first is the default. */
  languages: [code: string, tag: string, direction: 'ltr' | 'rtl'][];
  languageCookie: string;
  tokenKey: string;
  layoutKey: string;
  /** The demo scenarios (`?scenario=` else the tab's stored choice), or null where the build offers none (`scenariosOffered`). */
  scenarios: { storageKey: string; names: string[] } | null;
}

/** What the visitor's tab holds, as read by `readVisitor`. */
export interface VisitorReading {
  path: string;
  year: number;
  languageCookie: string | undefined;
  browserLanguages: readonly string[];
  token: string | null;
  storedLayout: string | null;
  scenarioParam: string | null;
  storedScenario: string | null;
}

/**
 * Reads the visitor's tab. Storage that cannot be read counts as empty. The cookie reader is passed
 * in, as everything is that the gates run from its source (they have no modules to import it from).
 * @param cookie the app's cookie reader (`readCookie`, src/i18n/read-cookie.ts).
 * @returns the raw values `visitorKey` goes by.
 */
export function readVisitor(table: BootTable, cookie: typeof readCookie): VisitorReading {
  const read = (storage: () => Storage, key: string) => {
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  };
  return {
    path: location.pathname,
    year: new Date().getFullYear(),
    languageCookie: cookie(document.cookie, table.languageCookie),
    browserLanguages: navigator.languages || [],
    token: read(() => sessionStorage, table.tokenKey),
    storedLayout: read(() => localStorage, table.layoutKey),
    scenarioParam: table.scenarios ? new URLSearchParams(location.search).get('scenario') : null,
    storedScenario: table.scenarios ? read(() => sessionStorage, table.scenarios.storageKey) : null,
  };
}

/**
 * The key of the visitor's first render, by the app's rules: the language of `chooseLanguage`
 * (i18n/languages.ts), the direction and layout of the stored settings (theme/layout-settings.ts,
 * a direction only once chosen, else the language's), the scenario of `chooseScenario`
 * (src/demo/scenario-choice.ts). tests/unit/first-render.test.ts checks it agrees with them on
 * generated input. Never throws: a corrupt stored layout counts as none.
 */
export function visitorKey(reading: VisitorReading, table: BootTable): FirstRenderKey {
  const codes = table.languages.map((language) => language[0]);
  let language = codes[0]!;
  if (reading.languageCookie !== undefined && codes.includes(reading.languageCookie)) {
    language = reading.languageCookie;
  } else {
    for (const tag of reading.browserLanguages) {
      const primary = tag.toLowerCase().split(/[-_]/)[0];
      const known = table.languages.find((entry) => entry[1] === primary);
      if (known) {
        language = known[0];
        break;
      }
    }
  }
  let stored: { settings?: { direction?: unknown; layout?: unknown }; directionChosen?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(reading.storedLayout || 'null');
    if (parsed && typeof parsed === 'object') stored = parsed;
  } catch {
    // A corrupt stored layout is none.
  }
  const settings = stored.settings && typeof stored.settings === 'object' ? stored.settings : {};
  // Once chosen, the stored direction rules, or the settings' default (left to right) when it is not one.
  const chosen = stored.directionChosen === true ? (settings.direction === 'rtl' ? 'rtl' : 'ltr') : null;
  const languageDirection = table.languages.find((entry) => entry[0] === language)![2];
  const names = table.scenarios ? table.scenarios.names : [];
  const scenario = names.includes(reading.scenarioParam ?? '')
    ? reading.scenarioParam!
    : names.includes(reading.storedScenario ?? '')
      ? reading.storedScenario!
      : 'default';
  return {
    path: reading.path,
    year: reading.year,
    language,
    direction: chosen ?? languageDirection,
    layout: settings.layout === 'horizontal' ? 'horizontal' : 'vertical',
    session: !!reading.token,
    scenario,
  };
}

/** Whether two first renders draw the same markup: every part of their keys is equal. */
export function sameFirstRender(built: FirstRenderKey, visitor: FirstRenderKey): boolean {
  const parts: (keyof FirstRenderKey)[] = ['path', 'year', 'language', 'direction', 'layout', 'session', 'scenario'];
  return parts.every((part) => built[part] === visitor[part]);
}
