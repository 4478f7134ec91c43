import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { API_PREFIX, apiPath } from './api-path';
import { handlers } from './handlers';
import { notificationHandlers } from './handlers/notifications';
import { referenceHandlers } from './handlers/reference';
import { refused, SESSION_EXPIRED } from './handlers/respond';
import { trainingHandlers } from './handlers/training';
import { memoryReadMarks } from './notification-feed';
import { emptyTrainingStore, largeTrainingStore } from './training-store';
import { restPaths } from '../src/api/rest-paths';

import type { ScenarioName } from '../src/demo/scenario-choice';

/** The sign-in calls (§4 Login). Data-call scenarios leave them alone, so QA can sign in and then see the fault. */
const SIGN_IN_PATHS: readonly string[] = [restPaths.authenticate, restPaths.currentUser, restPaths.register];

/** The body message of the `server-error` scenario (§8: 500 shows the message of the body). */
export const SERVER_ERROR_MESSAGE = 'Internal Server Error: the data service is unavailable.';

/** The REST path of a request to the backend (`/app/calendar`), or null for anything else (pages, assets, translations). */
function backendPath(request: Request): string | null {
  const { pathname } = new URL(request.url);
  return pathname.startsWith(`${API_PREFIX}/`) ? pathname.slice(API_PREFIX.length) : null;
}

type Respond = (request: Request) => Response | undefined | Promise<Response | undefined>;

/** A handler that answers every backend call with `respond` (undefined lets it through). */
function onBackendCalls(respond: Respond): RequestHandler {
  return http.all(`*${API_PREFIX}/*`, ({ request }) => (backendPath(request) === null ? undefined : respond(request)));
}

/** A handler that answers every data call (every backend call but sign-in), whichever domain adds it. */
function onDataCalls(respond: Respond): RequestHandler {
  return onBackendCalls((request) => (SIGN_IN_PATHS.includes(backendPath(request)!) ? undefined : respond(request)));
}

/** `data` with its lists emptied: a list becomes [], and so does every list inside an object (a page of results). */
export function emptied(data: unknown): unknown {
  if (Array.isArray(data)) return [];
  if (data && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, Array.isArray(value) ? [] : value]));
  }
  return data;
}

/** The happy-path answer (of `handlers`, whichever domain added them) with its lists emptied. */
async function emptyAnswer(request: Request): Promise<Response | undefined> {
  const response = await getResponse(handlers, request.clone());
  if (!response) return undefined;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { data?: unknown } | null;
  if (!body || typeof body !== 'object' || !('data' in body)) return response;
  return HttpResponse.json({ ...body, data: emptied(body.data) }, { status: response.status });
}

/**
 * Named QA scenarios: sets of handler overrides placed before the happy path.
 * Chosen with `?scenario=NAME` in the browser, `parameters.msw` in Storybook,
 * `server.use(...scenarios.NAME)` in tests and `SCENARIO=NAME npm run mock-api`.
 * Data-call scenarios apply to every call under the API prefix except sign-in
 * (SIGN_IN_PATHS), including handlers added later by any domain.
 */
export const scenarios = {
  default: [],
  'login-fails': [http.post(apiPath(restPaths.authenticate), () => refused('Invalid email or password.'))],
  unauthorized: [onDataCalls(() => refused(SESSION_EXPIRED, 401))],
  forbidden: [onDataCalls(() => refused('You do not have access to this data.', 403))],
  'server-error': [onDataCalls(() => refused(SERVER_ERROR_MESSAGE, 500))],
  'bad-gateway': [
    onDataCalls(() => new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } })),
  ],
  offline: [onBackendCalls(() => HttpResponse.error())],
  slow: [
    onBackendCalls(async () => {
      await delay(2000);
      // Falls through to the happy-path handler after the delay.
      return undefined;
    }),
  ],
  // The training endpoints answer from no data at all, so their pages, counts, KPIs and notifications agree (all zero).
  empty: [...trainingHandlers(emptyTrainingStore), ...notificationHandlers(emptyTrainingStore, memoryReadMarks()), onDataCalls(emptyAnswer)],
  // 10 000 employees, 200 trainings, 100 000 records, made on the first request and kept in memory only;
  // the notifications come from the same records, so a click opens the right employee.
  large: [...referenceHandlers(largeTrainingStore), ...trainingHandlers(largeTrainingStore), ...notificationHandlers(largeTrainingStore, memoryReadMarks())],
} satisfies Record<ScenarioName, RequestHandler[]>;
