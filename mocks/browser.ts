import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { isScenarioName, scenarios, type ScenarioName } from './scenarios';

const SCENARIO_KEY = 'mock-scenario';

/** The scenario of this tab: `?scenario=NAME` chooses it and it is kept for the tab's session. */
export function activeScenario(): ScenarioName {
  const fromUrl = new URLSearchParams(location.search).get('scenario');
  if (isScenarioName(fromUrl)) {
    localStorage.setItem(SCENARIO_KEY, fromUrl);
    return fromUrl;
  }
  const stored = localStorage.getItem(SCENARIO_KEY);
  return isScenarioName(stored) ? stored : 'default';
}

/** Starts the fake backend in the browser; resolves once it answers requests. */
export async function startMockBackend(): Promise<ScenarioName> {
  const scenario = activeScenario();
  const worker = setupWorker(...scenarios[scenario], ...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  return scenario;
}
