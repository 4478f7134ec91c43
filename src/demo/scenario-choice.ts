/**
 * Which QA scenario a browser tab runs (no MSW here, so the badge can read it cheaply).
 * `?scenario=NAME` chooses it; it is kept in sessionStorage for the tab's session.
 * Sign out and a 401 clear session storage (§4, §8), so the choice is written back
 * when the page is left: it survives them, and reloads, until the tab closes or
 * `?scenario=default` is visited. localStorage would leak it into other tabs and
 * later visits, where a demo could pass for production.
 */
export const scenarioNames = [
  'default',
  'login-fails',
  'unauthorized',
  'forbidden',
  'server-error',
  'bad-gateway',
  'offline',
  'slow',
  'empty',
  'large',
] as const;

export type ScenarioName = (typeof scenarioNames)[number];

export const SCENARIO_STORAGE_KEY = 'mock-scenario';

/**
 * Whether this build lets QA choose a scenario: only a fake-backend build with the demo content.
 * A build for a real API, or the product alone (`VITE_DEMO_CONTENT=false`), ignores `?scenario=`.
 */
export const scenariosOffered =
  import.meta.env?.VITE_AUTH_MODE !== 'api' && import.meta.env?.VITE_AUTH_MODE !== 'oidc' && import.meta.env?.VITE_DEMO_CONTENT !== 'false';

export function isScenarioName(name: string | null | undefined): name is ScenarioName {
  return (scenarioNames as readonly string[]).includes(name ?? '');
}

/** Reads `?scenario=` from `search`, else the stored choice, else `default`; stores the result. */
export function chooseScenario(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): ScenarioName {
  const fromUrl = new URLSearchParams(search).get('scenario');
  const stored = storage.getItem(SCENARIO_STORAGE_KEY);
  const scenario = isScenarioName(fromUrl) ? fromUrl : isScenarioName(stored) ? stored : 'default';
  keep(scenario, storage);
  return scenario;
}

function keep(scenario: ScenarioName, storage: Pick<Storage, 'setItem' | 'removeItem'>): void {
  if (scenario === 'default') storage.removeItem(SCENARIO_STORAGE_KEY);
  else storage.setItem(SCENARIO_STORAGE_KEY, scenario);
}

let active: ScenarioName | undefined;

/** The scenario of this page, chosen once per page load; `default` where the build prerenders (no browser) or offers none. */
export function activeScenario(): ScenarioName {
  if (typeof location === 'undefined' || !scenariosOffered) return 'default';
  if (!active) {
    const chosen = chooseScenario(location.search, sessionStorage);
    active = chosen;
    addEventListener('pagehide', () => keep(chosen, sessionStorage));
  }
  return active;
}
