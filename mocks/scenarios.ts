import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { apiPath } from './api-path';
import { refused } from './handlers/respond';

/**
 * Named QA scenarios: sets of handler overrides placed before the happy path.
 * Chosen with `?scenario=NAME` in the browser, `parameters.msw` in Storybook and
 * `server.use(...scenarios.NAME)` in tests.
 */
export const scenarios = {
  default: [],
  'login-fails': [http.post(apiPath('/users/authenticate'), () => refused('Invalid email or password.'))],
  slow: [
    http.all(apiPath('/*'), async () => {
      await delay(2000);
      // Falls through to the happy-path handler after the delay.
      return undefined;
    }),
  ],
  offline: [http.all(apiPath('/*'), () => HttpResponse.error())],
} satisfies Record<string, RequestHandler[]>;

export type ScenarioName = keyof typeof scenarios;

export function isScenarioName(name: string | null | undefined): name is ScenarioName {
  return !!name && Object.hasOwn(scenarios, name);
}
