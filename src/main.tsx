import { createRoot, hydrateRoot } from 'react-dom/client';
import { setBackendReady } from './api/backend-ready';
import { loadGateway } from './api/client';
import { readToken } from './api/session-store';
import { DEFAULT_LANGUAGE } from './i18n/languages';
import { loadedMessages, loadMessages } from './i18n/messages';
import { matchesPrerender } from './prerender/hydration';
import { App } from './routes/app';
import { activeScenario } from '../mocks/scenario-choice';
import './styles/tokens.css';
import './styles/base.css';

const demo = import.meta.env.VITE_AUTH_MODE !== 'api';
// The fake backend loads in parallel with the first paint; REST calls wait for it.
if (demo) {
  setBackendReady(import('../mocks/browser').then(({ startMockBackend }) => startMockBackend()));
}
// A signed-in visitor's pages need data at once, so the gateway loads beside the first paint. Anonymous
// pages (login, landing, templates) fetch it on their first request, or when a form is first used.
if (readToken()) void loadGateway();

const container = document.getElementById('root')!;
const render = () => createRoot(container).render(<App />);
// A prerendered page is hydrated once its messages are in (the light root's first render then has
// them, as the build's had); its lazy parts hydrate as their chunks arrive, the markup staying meanwhile.
// The prerender shows the default scenario's demo badge.
if (matchesPrerender(container) && !(demo && activeScenario() !== 'default')) {
  void loadMessages(DEFAULT_LANGUAGE).then(() => (loadedMessages(DEFAULT_LANGUAGE) ? hydrateRoot(container, <App />) : render()));
} else {
  render();
}
