import { createRoot } from 'react-dom/client';
import { setBackendReady } from './api/backend-ready';
import { loadGateway } from './api/client';
import { readToken } from './api/session-store';
import { App } from './routes/app';
import './styles/tokens.css';
import './styles/base.css';

// The fake backend loads in parallel with the first paint; REST calls wait for it.
if (import.meta.env.VITE_AUTH_MODE !== 'api') {
  setBackendReady(import('../mocks/browser').then(({ startMockBackend }) => startMockBackend()));
}
// A signed-in visitor's pages need data at once, so the gateway loads beside the first paint. Anonymous
// pages (login, landing, templates) fetch it on their first request, or when a form is first used.
if (readToken()) void loadGateway();

createRoot(document.getElementById('root')!).render(<App />);
