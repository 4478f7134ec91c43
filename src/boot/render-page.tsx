import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { rememberMessages, type Messages } from '../i18n/messages';
import { App } from '../app/app';
import { routes } from '../routes/route-table';
import { builtKey } from './boot-table';
import type { FirstRenderKey } from './first-render';
import { frameGateScript } from './frame-gate';
import type { PrerenderKind } from './markers';

/**
 * The session a shell page's frame is drawn for: a token current until 2100
 * that names no one, of the admin role (the frame shows the admin's actions; a
 * manager's or viewer's first render takes away what theirs lacks) (an unsigned JWT:
 * the app only decodes tokens, the server checks them). Only the markup leaves
 * the build; this token is never served.
 */
const FRAME_TOKEN = `${['{"alg":"none"}', '{"exp":4102444800,"user_type":"admin"}'].map((part) => Buffer.from(part).toString('base64url')).join('.')}.`;

/** A shell page as it first stands for a signed-in visitor: default layout on a desktop, English, no notification kept. */
async function shellFrame(messages: Messages) {
  // Imported when used, as the app does: a static import would make the app's lazy imports of it ineffective.
  const { default: ShellRoot } = await import('../app/shell-root');
  return (
    <StrictMode>
      <ShellRoot
        routes={routes}
        input={{ token: FRAME_TOKEN, layout: { stored: null, viewportWidth: 1280 }, language: DEFAULT_LANGUAGE, messages, employeeId: null }}
      />
    </StrictMode>
  );
}

/** A page rendered by the build: the markup of `#root`, what it is for and the key it was rendered for, and a frame's inline gate. */
export interface RenderedPage {
  markup: string;
  kind: PrerenderKind;
  key: FirstRenderKey;
  frameGate: string | null;
}

/**
 * The build's server entry (scripts/vite-prerender.ts): renders the app at
 * `path` in English with every lazy page and part loaded. A page outside the
 * shell renders as a signed-out visitor sees it first, for `hydrateRoot` in
 * src/boot/main.tsx to take over; a shell page renders as its frame: the shell and
 * the page before its user and data are in, which src/boot/main.tsx replaces with
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
  const key = builtKey(path, frame);
  return { markup: Buffer.concat(chunks).toString('utf8'), kind: frame ? 'frame' : 'hydrate', key, frameGate: frame ? frameGateScript(key) : null };
}
