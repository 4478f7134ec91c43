import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, layoutAttributes, parseStoredLayout, viewportFor } from '../../src/theme/layout-settings';

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const script = html.match(/<script>([\s\S]*?)<\/script>/)![1]!;
const defaults = Object.fromEntries([...html.match(/<html([^>]*)>/)![1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));

/** Runs index.html's boot script against a fake <html>, storage and cookie; @returns the attributes it leaves. */
function boot(stored: string | null, { cookie = '', width = 1280 } = {}) {
  const attributes: Record<string, string> = { ...defaults };
  const root = {
    setAttribute: (name: string, value: string) => void (attributes[name] = value),
    getAttribute: (name: string) => attributes[name] ?? null,
    removeAttribute: (name: string) => void delete attributes[name],
  };
  const run = new Function('document', 'localStorage', 'window', script);
  run({ documentElement: root, cookie }, { getItem: () => stored }, { innerWidth: width });
  return attributes;
}

/** What the layout machine applies for the same stored value, language and width. */
function expected(stored: string | null, { arabic = false, width = 1280 } = {}) {
  const { settings, directionChosen } = parseStoredLayout(stored);
  const viewport = viewportFor(width);
  const sidebarSize = viewport === 'phone' ? 'lg' : viewport === 'tablet' ? 'sm' : settings.sidebarSize;
  const direction = directionChosen ? settings.direction : arabic ? 'rtl' : 'ltr';
  const result: Record<string, string> = { ...defaults };
  for (const [name, value] of Object.entries(layoutAttributes(settings, { direction, sidebarSize }))) {
    if (value === null) delete result[name];
    else result[name] = value;
  }
  return result;
}

const full = JSON.stringify({
  settings: { layout: 'vertical', skin: 'bordered', mode: 'dark', direction: 'rtl', width: 'boxed', sidebarSize: 'md', navbar: 'hidden', sidebarColor: 'modern', topbarColor: 'brand' },
  directionChosen: true,
});

describe("index.html boot script (no flash of the wrong theme)", () => {
  it('starts from the default attributes on <html>', () => {
    expect(expected(null)).toEqual(defaults);
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

  it.each([375, 900, 1024, 1440])('uses the sidebar size of a %i px viewport', (width) => {
    expect(boot(full, { width })).toEqual(expected(full, { width }));
  });
});
