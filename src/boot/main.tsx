import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setBackendReady } from '../api/backend-ready';
import { config } from '../config';
import { loadGateway } from '../api/client';
import { hasSession } from '../machines/session-persistence';
import { ChunkLoadError } from '../loading';
import { reportError } from '../report-error';
import { settleBrowserLocale } from '../i18n/browser-locale';
import { App } from '../app/app';
import '../styles/tokens.css';
import '../styles/base.css';
import { drawsPrerender, loadFirstRender, prerenderedIn } from './hydration';
import { PRERENDER_MARKS } from './markers';
import { OnCommit } from './on-commit';

// Before any library reads the browser's locale: one started under `LANG=C` reports `C`, which Intl rejects.
settleBrowserLocale();

// The API and oidc modes call a real REST backend (§6); only the default mode runs the fake one.
const demo = import.meta.env.VITE_AUTH_MODE !== 'api' && import.meta.env.VITE_AUTH_MODE !== 'oidc';
// The fake backend loads in parallel with the first paint; REST calls wait for it.
if (demo) {
  setBackendReady(import('../../mocks/browser').then(({ startMockBackend }) => startMockBackend()));
}
// A signed-in visitor's pages need data at once, so the gateway loads beside the first paint. Anonymous
// pages (login, landing, templates) fetch it on their first request, or when a form is first used.
if (hasSession()) void loadGateway();

const container = document.getElementById('root')!;
// A prerendered #root comes inert and busy (scripts/vite-prerender.ts): a click or a key on markup
// React does not own yet would be lost. It takes input once React has committed its first render.
const handOver = () => {
  container.removeAttribute('inert');
  container.removeAttribute('aria-busy');
};
const app = (
  <OnCommit onCommit={handOver}>
    <App />
  </OnCommit>
);
// Every render error is reported from here: caught by a boundary (which shows 'Something went wrong';
// a chunk that could not be downloaded is the offline page, not a fault to report; one whose code
// threw as it ran is), escaped every boundary,
// or recovered from by React (a hydration mismatch).
const rootOptions = {
  onCaughtError: (error: unknown, info: { componentStack?: string }) => {
    if (!(error instanceof ChunkLoadError)) reportError(error, 'caught', info.componentStack);
  },
  onUncaughtError: (error: unknown, info: { componentStack?: string }) => reportError(error, 'uncaught', info.componentStack),
  onRecoverableError: (error: unknown, info: { componentStack?: string }) => reportError(error, 'recoverable', info.componentStack),
};
// As a transition, the first render runs in slices the browser can interrupt: rendered at once, the
// shell and its page took one ~240 ms task on this machine (Lighthouse TBT).
const render = () => startTransition(() => createRoot(container, rootOptions).render(app));
// A prerendered page is hydrated once all its first render needs is in (messages, chunks), as the
// build's render had it, when this tab draws the same (src/boot/first-render.ts).
const prerendered = prerenderedIn(container);
// Only an oidc build has settings to get wrong (a constant condition: the other builds drop this branch).
if (import.meta.env.VITE_AUTH_MODE === 'oidc' && config.oidc?.settings === null) {
  // A misconfigured oidc build says which variable is wrong instead of drawing a blank page.
  const { problems } = config.oidc;
  container.removeAttribute('inert');
  container.removeAttribute('aria-busy');
  void import('./config-problems').then(({ ConfigProblems }) => createRoot(container, rootOptions).render(<ConfigProblems problems={problems} />));
} else if (prerendered?.kind === 'hydrate' && drawsPrerender(prerendered.key)) {
  void loadFirstRender(prerendered.key.path).then((ready) => (ready ? hydrateRoot(container, app, rootOptions) : render()));
} else if (prerendered?.kind === 'frame' && document.documentElement.hasAttribute(PRERENDER_MARKS.frameShown)) {
  // A shell page's frame, which its gate showed by the same rule, stays on screen until the
  // signed-in page can render whole, which then replaces it in one commit (no loader in between).
  void loadFirstRender(prerendered.key.path).then(render);
} else {
  // Every other first render too waits for its page (the boot loader showing meanwhile), so no
  // Suspense fallback mounts, which React would hold on screen for at least 300 ms.
  void loadFirstRender(window.location.pathname).then(render);
}
