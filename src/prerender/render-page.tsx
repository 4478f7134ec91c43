import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { rememberMessages, type Messages } from '../i18n/messages';
import { App } from '../routes/app';

/**
 * The build's server entry (scripts/vite-prerender.ts): renders the app at
 * `path` as a signed-out English visitor sees it first, with every lazy page
 * and part loaded, for `hydrateRoot` in src/main.tsx to take over.
 * @param messages the English messages as the build serves them (precompiled).
 * @returns the markup of `#root`, with React's Suspense markers.
 */
export async function renderPage(path: string, messages: Messages): Promise<string> {
  rememberMessages('en', messages);
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path}>
      <App />
    </Router>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
