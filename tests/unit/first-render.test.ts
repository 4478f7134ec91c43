import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../src/domain/session-keys';
import { bootTable, builtKey } from '../../src/boot/boot-table';
import { readCookie } from '../../src/i18n/read-cookie';
import { readVisitor, sameFirstRender, visitorKey, type FirstRenderKey, type VisitorReading } from '../../src/boot/first-render';
import { frameGateScript } from '../../src/boot/frame-gate';
import { PRERENDER_MARKS } from '../../src/boot/markers';
import { chooseLanguage, languages, type LanguageCode } from '../../src/i18n/languages';
import { LAYOUT_STORAGE_KEY, parseStoredLayout } from '../../src/theme/layout-settings';
import { effectiveDirection, initialLayoutState } from '../../src/theme/layout-state';
import { chooseScenario, SCENARIO_STORAGE_KEY, scenarioNames } from '../../src/demo/scenario-choice';

const year = new Date().getFullYear();
const codes = Object.keys(languages) as LanguageCode[];
const signedIn: VisitorReading = {
  path: '/employees',
  year,
  languageCookie: undefined,
  browserLanguages: ['en-GB'],
  token: 'a.b.c',
  storedLayout: null,
  scenarioParam: null,
  storedScenario: null,
};

const tag = fc.oneof(
  fc.constantFrom(...codes.map((code) => languages[code].tag)).chain((primary) => fc.constantFrom(primary, `${primary}-XX`, primary.toUpperCase())),
  fc.string(),
);
const storedLayout = fc.oneof(
  fc.constant(null),
  fc.string(),
  fc.json(),
  fc
    .record({
      settings: fc.record(
        { direction: fc.constantFrom('ltr', 'rtl', 'up', 1), layout: fc.constantFrom('vertical', 'horizontal', 'diagonal', null) },
        { requiredKeys: [] },
      ),
      directionChosen: fc.constantFrom(true, false, 'true', undefined),
    })
    .map((value) => JSON.stringify(value)),
);
const reading = fc.record({
  path: fc.constantFrom('/', '/employees', '/account-login'),
  year: fc.constantFrom(year, year + 1),
  languageCookie: fc.option(fc.oneof(fc.constantFrom(...codes), fc.string()), { nil: undefined }),
  browserLanguages: fc.array(tag, { maxLength: 4 }),
  token: fc.option(fc.string(), { nil: null }),
  storedLayout,
  scenarioParam: fc.option(fc.oneof(fc.constantFrom(...scenarioNames), fc.string()), { nil: null }),
  storedScenario: fc.option(fc.oneof(fc.constantFrom(...scenarioNames), fc.string()), { nil: null }),
});

describe('the first render key (src/boot/first-render.ts) agrees with the app', () => {
  it('picks the language chooseLanguage picks, for any cookie and browser languages', () => {
    fc.assert(
      fc.property(reading, (tab) => {
        expect(visitorKey(tab, bootTable).language).toBe(chooseLanguage(tab.languageCookie, tab.browserLanguages));
      }),
    );
  });

  it('has the direction and layout the layout machine starts with, for any stored value', () => {
    fc.assert(
      fc.property(reading, (tab) => {
        const key = visitorKey(tab, bootTable);
        const state = initialLayoutState({ stored: tab.storedLayout, viewportWidth: 1280 }, languages[key.language as LanguageCode].dir);
        expect(key.direction).toBe(effectiveDirection(state));
        expect(key.layout).toBe(parseStoredLayout(tab.storedLayout).settings.layout);
      }),
    );
  });

  it('has the scenario chooseScenario picks', () => {
    fc.assert(
      fc.property(reading, (tab) => {
        const stored = new Map(tab.storedScenario === null ? [] : [[SCENARIO_STORAGE_KEY, tab.storedScenario]]);
        const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: () => undefined, removeItem: () => undefined };
        const search = tab.scenarioParam === null ? '' : `?${new URLSearchParams({ scenario: tab.scenarioParam })}`;
        expect(visitorKey(tab, bootTable).scenario).toBe(chooseScenario(search, storage));
      }),
    );
  });

  it('is signed in when a token is stored', () => {
    expect(visitorKey(signedIn, bootTable).session).toBe(true);
    expect(visitorKey({ ...signedIn, token: null }, bootTable).session).toBe(false);
  });
});

describe('readVisitor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the language cookie with the reader it is handed, from the tab's cookie jar", () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; lang=ar; lang=fr' });
    vi.stubGlobal('location', { pathname: '/employees', search: '' });
    vi.stubGlobal('navigator', { languages: ['de-DE'] });
    const storage = { getItem: () => null };
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('localStorage', storage);
    expect(readVisitor(bootTable, readCookie)).toMatchObject({ path: '/employees', languageCookie: 'ar', browserLanguages: ['de-DE'], token: null });
  });
});

describe('sameFirstRender', () => {
  const built = builtKey('/employees', true);

  it('reuses the frame for a signed-in English tab on its page with the defaults', () => {
    expect(sameFirstRender(built, visitorKey(signedIn, bootTable))).toBe(true);
  });

  it.each<[string, Partial<VisitorReading>]>([
    ['another path (index.html serves every path without a page)', { path: '/employees/7' }],
    ['no token (the app goes to sign in)', { token: null }],
    ['another year (the footers)', { year: year + 1 }],
    ['the horizontal layout', { storedLayout: JSON.stringify({ settings: { layout: 'horizontal' } }) }],
    ['a chosen right-to-left direction', { storedLayout: JSON.stringify({ settings: { direction: 'rtl' }, directionChosen: true }) }],
    ['a language cookie of another language', { languageCookie: 'sp' }],
    ['a browser in another language we have', { browserLanguages: ['fr-FR', 'en'] }],
    ['another demo scenario', { scenarioParam: 'slow' }],
  ])('renders afresh for %s', (_case, change) => {
    expect(sameFirstRender(built, visitorKey({ ...signedIn, ...change }, bootTable))).toBe(false);
  });

  it('differs whenever one part differs', () => {
    const parts = Object.keys(built) as (keyof FirstRenderKey)[];
    for (const part of parts) expect(sameFirstRender(built, { ...built, [part]: part === 'session' ? false : `${String(built[part])}x` })).toBe(false);
  });
});

/** Runs the frame's inline script as the page's `<head>` would, against a fake tab; @returns whether it marked `<html>`. */
function runGate(tab: { path?: string; token?: string | null; cookie?: string; languages?: string[]; layout?: string; storage?: 'blocked'; search?: string }) {
  const attributes = new Map<string, string>();
  const documentElement = { setAttribute: (name: string, value: string) => void attributes.set(name, value) };
  const storage = (values: Record<string, string | null>) => ({
    getItem: (key: string) => {
      if (tab.storage === 'blocked') throw new DOMException('denied', 'SecurityError');
      return values[key] ?? null;
    },
  });
  const run = new Function('document', 'location', 'sessionStorage', 'localStorage', 'navigator', frameGateScript(builtKey('/employees', true)));
  run(
    { documentElement, cookie: tab.cookie ?? '' },
    { pathname: tab.path ?? '/employees', search: tab.search ?? '' },
    storage({ [TOKEN_KEY]: tab.token === undefined ? 'a.b.c' : tab.token }),
    storage({ [LAYOUT_STORAGE_KEY]: tab.layout ? JSON.stringify({ settings: { layout: tab.layout } }) : null }),
    { languages: tab.languages ?? ['en-US'] },
  );
  return attributes.has(PRERENDER_MARKS.frameShown);
}

describe('the frame gate, run as the inline script', () => {
  it('marks <html> for a signed-in English tab on its page, and only then', () => {
    expect(runGate({})).toBe(true);
    expect(runGate({ cookie: 'theme=x; lang=en' })).toBe(true);
    expect(runGate({ cookie: 'lang=sp' })).toBe(false);
    expect(runGate({ languages: ['de-DE'] })).toBe(false);
    expect(runGate({ token: null })).toBe(false);
    expect(runGate({ path: '/' })).toBe(false);
    expect(runGate({ layout: 'horizontal' })).toBe(false);
    expect(runGate({ search: '?scenario=slow' })).toBe(false);
  });

  it('leaves the mark off when storage cannot be read', () => {
    expect(runGate({ storage: 'blocked' })).toBe(false);
  });
});
