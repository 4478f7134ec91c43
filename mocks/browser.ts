import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { activeScenario, type ScenarioName } from '../src/demo/scenario-choice';
import { scenarios } from './scenarios';
import { containWorkerUpdateRace } from './worker-update-race';
import { demoToday } from '../src/demo/demo-clock';
import { pinToday } from '../src/domain/training';

const WORKER_URL = '/mockServiceWorker.js';

/** Starts the fake backend in the browser with this tab's scenario and demo clock; resolves once it answers requests. */
export async function startMockBackend(): Promise<ScenarioName> {
  const scenario = activeScenario();
  // QA's demo clock (`?today=`): pinned here, with the fake backend, so no other build loads it. Every
  // data call waits for this backend, so the pages and the backend agree on the day.
  const pinned = demoToday();
  if (pinned) pinToday(pinned);
  const worker = setupWorker(...scenarios[scenario], ...handlers);
  containWorkerUpdateRace(WORKER_URL);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: WORKER_URL } });
  return scenario;
}
