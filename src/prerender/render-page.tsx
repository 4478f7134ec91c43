import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { TOKEN_KEY } from '../api/session-store';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, languages, type LanguageCode } from '../i18n/languages';
import { rememberMessages, type Messages } from '../i18n/messages';
import { App } from '../routes/app';
import { routes } from '../routes/route-table';
import { applyFrameGate, showsFrame, type FrameGateInput } from './frame-gate';

/**
 * The session a shell page's frame is drawn for: a token current until 2100
 * that names no one (an unsigned JWT: the app only decodes tokens, the server
 * checks them). Only the markup leaves the build; this token is never served.
 */
const FRAME_TOKEN = `${['{"alg":"none"}', '{"exp":4102444800}'].map((part) => Buffer.from(part).toString('base64url')).join('.')}.`;

/** A shell page as it first stands for a signed-in visitor: default layout on a desktop, English, no notification kept. */
async function shellFrame(messages: Messages) {
  // Imported when used, as the app does: a static import would make the app's lazy imports of it ineffective.
  const { default: ShellRoot } = await import('../routes/shell-root');
  return (
    <StrictMode>
      <ShellRoot input={{ token: FRAME_TOKEN, layout: { stored: null, viewportWidth: 1280 }, language: DEFAULT_LANGUAGE, messages, employeeId: null }} />
    </StrictMode>
  );
}

/** A page rendered by the build: the markup of `#root` and, for a shell page's frame, the inline script that gates it. */
export interface RenderedPage {
  markup: string;
  frameGate: string | null;
}

/**
 * The build's server entry (scripts/vite-prerender.ts): renders the app at
 * `path` in English with every lazy page and part loaded. A page outside the
 * shell renders as a signed-out visitor sees it first, for `hydrateRoot` in
 * src/main.tsx to take over; a shell page renders as its frame: the shell and
 * the page before its user and data are in, which src/main.tsx replaces with
 * the signed-in visitor's first render.
 * @param messages the English messages as the build serves them (precompiled).
 * @returns the markup, with React's Suspense markers, and a frame's gate script.
 */
export async function renderPage(path: string, messages: Messages): Promise<RenderedPage> {
  rememberMessages(DEFAULT_LANGUAGE, messages);
  const frame = routes.find((route) => route.path === path)?.frame === 'shell';
  const { prelude } = await prerenderToNodeStream(<Router ssrPath={path}>{frame ? await shellFrame(messages) : <App />}</Router>, {
    // Every boundary inline: a bigger one is otherwise sent hidden, for an inline script to reveal.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { markup: Buffer.concat(chunks).toString('utf8'), frameGate: frame ? frameGateScript(path) : null };
}

/** The inline script that decides, before the first paint, whether the frame of `path` shows (frame-gate.ts). */
export function frameGateScript(path: string): string {
  const codes = [DEFAULT_LANGUAGE, ...(Object.keys(languages) as LanguageCode[]).filter((code) => code !== DEFAULT_LANGUAGE)];
  const input: FrameGateInput = {
    path,
    year: new Date().getFullYear(),
    tokenKey: TOKEN_KEY,
    languageCookie: LANGUAGE_COOKIE,
    languages: codes.map((code) => [code, languages[code].tag]),
  };
  return `(${applyFrameGate.toString()})(${JSON.stringify(input)}, ${showsFrame.toString()});`;
}
