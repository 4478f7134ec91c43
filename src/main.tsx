import { createRoot } from 'react-dom/client';
import { setBackendReady } from './api/backend-ready';
import { loadGateway } from './api/client';
import { App } from './routes/app';
import './styles/tokens.css';
import './styles/base.css';

// The fake backend and the gateway load in parallel with the first paint; REST calls wait for the backend.
if (import.meta.env.VITE_AUTH_MODE !== 'api') {
  setBackendReady(import('../mocks/browser').then(({ startMockBackend }) => startMockBackend()));
}
void loadGateway();

createRoot(document.getElementById('root')!).render(<App />);
