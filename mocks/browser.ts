import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { activeScenario, type ScenarioName } from '../src/demo/scenario-choice';
import { scenarios } from './scenarios';
import { containWorkerUpdateRace } from './worker-update-race';

const WORKER_URL = '/mockServiceWorker.js';

/** Starts the fake backend in the browser with this tab's scenario; resolves once it answers requests. */
export async function startMockBackend(): Promise<ScenarioName> {
  const scenario = activeScenario();
  const worker = setupWorker(...scenarios[scenario], ...handlers);
  containWorkerUpdateRace(WORKER_URL);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: WORKER_URL } });
  return scenario;
}
