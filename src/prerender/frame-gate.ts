/** What `showsFrame` decides by: the frame's page and year, and where the app keeps what it goes by. */
export interface FrameGateInput {
  /** The path the frame was rendered for. */
  path: string;
  /** The year it was rendered in (its footer shows the year). */
  year: number;
  /** The sessionStorage key of the token (api/session-store.ts). */
  tokenKey: string;
  /** The cookie that keeps the chosen language (i18n/languages.ts). */
  languageCookie: string;
  /** Every language code with the primary BCP 47 subtag it stands for; the first is the frame's. */
  languages: [code: string, tag: string][];
}

/** What the visitor's tab shows the gate. */
export interface FrameGateVisitor {
  path: string;
  year: number;
  token: string | null;
  /** The value of the language cookie, if set. */
  languageCookie: string | undefined;
  /** navigator.languages. */
  browserLanguages: readonly string[];
  /** `data-layout` on `<html>` once the stored layout is applied. */
  layout: string | null;
}

/**
 * Whether a shell page's prerendered frame (scripts/vite-prerender.ts) shows
 * on the first paint: only where the app's first render will draw the same
 * page around it, so that render replaces it without a visible change. That
 * is the page it was rendered for, this year, to a tab with a stored token
 * (an expired one is found out by the app, which then goes to sign in), in
 * the frame's language (the rule of `chooseLanguage`: the cookie's language,
 * else the first browser language we have, else the first) and with the
 * vertical layout. Otherwise the boot loader shows, as on every other page.
 *
 * It runs in the page's `<head>` as an inline script, from its source: it
 * must use nothing but its arguments.
 */
export function showsFrame(frame: FrameGateInput, visitor: FrameGateVisitor): boolean {
  const codes = frame.languages.map(([code]) => code);
  const fromBrowser = (tags: readonly string[]) => {
    for (const tag of tags) {
      const primary = tag.toLowerCase().split('-')[0];
      const known = frame.languages.find(([, languageTag]) => languageTag === primary);
      if (known) return known[0];
    }
    return codes[0];
  };
  const cookie = visitor.languageCookie;
  const language = cookie !== undefined && codes.includes(cookie) ? cookie : fromBrowser(visitor.browserLanguages);
  return visitor.path === frame.path && visitor.year === frame.year && !!visitor.token && language === codes[0] && visitor.layout !== 'horizontal';
}

/**
 * The inline script's body: reads the visitor's tab and marks `<html>` with
 * `data-frame-shown` when `showsFrame` says so. Storage that cannot be read
 * leaves the mark off (the boot loader shows).
 */
export function applyFrameGate(frame: FrameGateInput, gate: typeof showsFrame): void {
  try {
    const root = document.documentElement;
    const cookie = new RegExp(`(?:^|;\\s*)${frame.languageCookie}=([^;]*)`).exec(document.cookie);
    const visitor = {
      path: location.pathname,
      year: new Date().getFullYear(),
      token: sessionStorage.getItem(frame.tokenKey),
      languageCookie: cookie?.[1],
      browserLanguages: navigator.languages,
      layout: root.getAttribute('data-layout'),
    };
    if (gate(frame, visitor)) root.setAttribute('data-frame-shown', '');
  } catch {
    // Blocked storage: the boot loader shows.
  }
}
