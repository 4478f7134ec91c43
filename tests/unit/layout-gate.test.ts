import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { layoutGate } from '../../scripts/vite-layout-gate';
import { DEFAULT_LAYOUT, LAYOUT_STORAGE_KEY, layoutAttributes, parseStoredLayout, viewportFor } from '../../src/theme/layout-settings';
import { effectiveDirection, effectiveSidebarSize } from '../../src/theme/layout-state';

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const [tag] = (layoutGate().transformIndexHtml as unknown as () => { children: string }[])();
const script = tag!.children;
const defaults = Object.fromEntries([...html.match(/<html([^>]*)>/)![1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));

/** A fake <html> that keeps its attributes in `attributes` (`lang` too, set as a property). */
function fakeRoot(attributes: Record<string, string>) {
  return {
    setAttribute: (name: string, value: string) => void (attributes[name] = value),
    getAttribute: (name: string) => attributes[name] ?? null,
    removeAttribute: (name: string) => void delete attributes[name],
    set lang(tag: string) {
      attributes.lang = tag;
    },
  };
}

/** Runs the layout gate index.html gets against a fake <html>, storage, cookie and browser; @returns the attributes it leaves. */
function boot(stored: string | null, { cookie = '', width = 1280, browser = ['en-US'] }: { cookie?: string; width?: number; browser?: string[] } = {}) {
  const attributes: Record<string, string> = { ...defaults };
  const root = fakeRoot(attributes);
  const storage = (value: string | null) => ({ getItem: () => value });
  const run = new Function('document', 'localStorage', 'sessionStorage', 'window', 'navigator', 'location', script);
  run({ documentElement: root, cookie }, storage(stored), storage(null), { innerWidth: width }, { languages: browser }, { pathname: '/', search: '' });
  return attributes;
}

/** What the layout machine applies for the same stored value, language and width. */
function expected(stored: string | null, { arabic = false, width = 1280 } = {}) {
  const { settings, directionChosen } = parseStoredLayout(stored);
  const viewport = viewportFor(width);
  const sidebarSize = effectiveSidebarSize({ settings, viewport, sidebarToggled: false });
  const direction = effectiveDirection({
    settings,
    directionChosen,
    languageDirection: arabic ? 'rtl' : 'ltr',
    viewport,
    sidebarToggled: false,
    overlayOpen: false,
  });
  const result: Record<string, string> = { ...defaults, lang: arabic ? 'ar' : 'en' };
  for (const [name, value] of Object.entries(layoutAttributes(settings, { direction, sidebarSize }))) {
    if (value === null) delete result[name];
    else result[name] = value;
  }
  return result;
}

const full = JSON.stringify({
  settings: {
    layout: 'vertical',
    skin: 'bordered',
    mode: 'dark',
    direction: 'rtl',
    width: 'boxed',
    sidebarSize: 'md',
    navbar: 'hidden',
    sidebarColor: 'modern',
    topbarColor: 'brand',
  },
  directionChosen: true,
});

describe('the layout gate in index.html (no flash of the wrong theme or direction)', () => {
  it('is in index.html through the build and the dev server alike, not written by hand', () => {
    expect(html).not.toMatch(/<script>/);
    expect(script).toContain(LAYOUT_STORAGE_KEY);
  });

  it('starts from the default attributes on <html>', () => {
    expect(expected(null)).toEqual({ ...defaults, lang: 'en' });
    expect(defaults).toMatchObject({ 'data-theme': DEFAULT_LAYOUT.mode, 'data-layout': DEFAULT_LAYOUT.layout });
  });

  it.each([
    ['nothing stored', null],
    ['corrupt JSON', '{"settings":'],
    ['a wrong shape', '[1,2,3]'],
    ['unknown values', JSON.stringify({ settings: { mode: 'purple', layout: 'diagonal', topbarColor: 'brand' } })],
    ['every setting', full],
    ['horizontal layout', JSON.stringify({ settings: { ...DEFAULT_LAYOUT, layout: 'horizontal', sidebarSize: 'sm' } })],
    ['a direction not chosen', JSON.stringify({ settings: { ...DEFAULT_LAYOUT, direction: 'rtl' }, directionChosen: false })],
  ])('applies what the layout machine applies for %s', (_case, stored) => {
    expect(boot(stored)).toEqual(expected(stored));
  });

  it('turns Arabic (cookie lang=ar) to RTL unless a direction was chosen', () => {
    expect(boot(null, { cookie: 'a=1; lang=ar' }).dir).toBe('rtl');
    expect(boot(null, { cookie: 'lang=ar' })).toEqual(expected(null, { arabic: true }));
    expect(boot(JSON.stringify({ settings: { direction: 'ltr' }, directionChosen: true }), { cookie: 'lang=ar' }).dir).toBe('ltr');
    expect(boot(null, { cookie: 'lang=arx' }).dir).toBe('ltr');
  });

  it('turns an Arabic browser to RTL, as the app does, unless the cookie or a chosen direction says otherwise', () => {
    expect(boot(null, { browser: ['ar-EG', 'en'] })).toEqual(expected(null, { arabic: true }));
    expect(boot(null, { browser: ['ar-EG'], cookie: 'lang=fr' })).toMatchObject({ dir: 'ltr', lang: 'fr' });
    expect(boot(JSON.stringify({ settings: { direction: 'ltr' }, directionChosen: true }), { browser: ['ar'] })).toMatchObject({ dir: 'ltr', lang: 'ar' });
    expect(boot(null, { browser: ['es-MX'] })).toMatchObject({ dir: 'ltr', lang: 'es' });
  });

  it('leaves the defaults when storage cannot be read', () => {
    const attributes: Record<string, string> = { ...defaults };
    const root = fakeRoot(attributes);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    new Function('document', 'localStorage', 'sessionStorage', 'window', 'navigator', 'location', script)(
      { documentElement: root, cookie: '' },
      blocked,
      blocked,
      { innerWidth: 1280 },
      { languages: [] },
      { pathname: '/', search: '' },
    );
    expect(attributes).toEqual(defaults);
  });

  it.each([375, 900, 1024, 1440])('uses the sidebar size of a %i px viewport', (width) => {
    expect(boot(full, { width })).toEqual(expected(full, { width }));
  });
});
