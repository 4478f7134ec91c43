import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../src/api/session-store';
import { chooseLanguage } from '../../src/i18n/languages';
import { showsFrame, type FrameGateVisitor } from '../../src/prerender/frame-gate';
import { frameGateScript } from '../../src/prerender/render-page';

const year = new Date().getFullYear();
const script = frameGateScript('/employees');
const frame = JSON.parse(/\)\((\{.*?\}), function showsFrame/s.exec(script)![1]!) as Parameters<typeof showsFrame>[0];

const signedIn: FrameGateVisitor = { path: '/employees', year, token: 'a.b.c', languageCookie: undefined, browserLanguages: ['en-GB'], layout: 'vertical' };

/** Runs the inline script as the page's `<head>` would, against a fake tab; @returns whether it marked `<html>`. */
function runScript(tab: { path?: string; token?: string | null; cookie?: string; languages?: string[]; layout?: string; storage?: 'blocked' }) {
  const attributes = new Map<string, string>([['data-layout', tab.layout ?? 'vertical']]);
  const documentElement = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
  };
  const sessionStorage = {
    getItem: (key: string) => {
      if (tab.storage === 'blocked') throw new DOMException('denied', 'SecurityError');
      return key === TOKEN_KEY ? (tab.token === undefined ? 'a.b.c' : tab.token) : null;
    },
  };
  const run = new Function('document', 'location', 'sessionStorage', 'navigator', script);
  run({ documentElement, cookie: tab.cookie ?? '' }, { pathname: tab.path ?? '/employees' }, sessionStorage, { languages: tab.languages ?? ['en-US'] });
  return attributes.has('data-frame-shown');
}

describe('shell frame gate (issue #7: the frame shows only where the app draws the same page)', () => {
  it('shows the frame to a signed-in tab on its page, in English, with the vertical layout', () => {
    expect(showsFrame(frame, signedIn)).toBe(true);
  });

  it.each([
    ['another path (index.html serves every path without a page)', { path: '/employees/7' }],
    ['no token (the app goes to sign in)', { token: null }],
    ['a frame rendered in another year (its footer)', { year: year + 1 }],
    ['the horizontal layout (no sidebar)', { layout: 'horizontal' }],
    ['a language cookie of another language', { languageCookie: 'sp' }],
    ['a browser in another language we have', { browserLanguages: ['fr-FR', 'en'] }],
  ])('shows the boot loader instead for %s', (_case, change) => {
    expect(showsFrame(frame, { ...signedIn, ...change })).toBe(false);
  });

  it.each([
    [undefined, ['en-US']],
    [undefined, ['pt-BR', 'de-DE']],
    [undefined, ['pt-BR', 'en-GB', 'fr']],
    [undefined, ['pt-BR']],
    [undefined, []],
    ['en', ['fr-FR']],
    ['ar', ['en']],
    ['xx', ['en']],
    ['xx', ['ja-JP']],
    ['', ['zh-CN']],
  ])('decides the language as the app does (cookie %j, browser %j)', (cookie, browserLanguages) => {
    const english = chooseLanguage(cookie, browserLanguages) === 'en';
    expect(showsFrame(frame, { ...signedIn, languageCookie: cookie, browserLanguages })).toBe(english);
  });

  it('runs as an inline script: marks <html> for a signed-in English tab on its page, and only then', () => {
    expect(runScript({})).toBe(true);
    expect(runScript({ cookie: 'theme=x; lang=en' })).toBe(true);
    expect(runScript({ cookie: 'lang=sp' })).toBe(false);
    expect(runScript({ languages: ['de-DE'] })).toBe(false);
    expect(runScript({ token: null })).toBe(false);
    expect(runScript({ path: '/' })).toBe(false);
    expect(runScript({ layout: 'horizontal' })).toBe(false);
  });

  it('leaves the mark off when storage cannot be read', () => {
    expect(runScript({ storage: 'blocked' })).toBe(false);
  });
});
