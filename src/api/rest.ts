import { config } from '../config';
import { backendReady } from './backend-ready';
import { ApiError, httpMessages } from './errors';
import { networkFaultOf } from './fault-probe';
import { networkFaultMessages, type NetworkFault } from '../domain/network-fault';
import { httpFaultHandlers, restSession } from './rest-session';

/**
 * How long a REST call may take, its answer's body included, in ms: a server that holds a request
 * open is a failed call (§8's 'Something went wrong', which a page offers to try again and a form
 * shows beside what was typed), not a spinner for ever.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** The envelope every REST answer has (§7): `{ success, message, data }`. */
interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

export interface RestRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /**
   * Who tells the user about a fault: `app` (the §8 table, a toast; the default), `caller`
   * (passed on untold, e.g. a call whose failures are only logged, or that has its own message) or
   * `sign-in` (a sign-in or sign-up: passed on untold, and a 401 is the sign-in's answer, not the
   * end of a session).
   */
  tell?: 'app' | 'caller' | 'sign-in';
  /** The bearer of a call made before a session exists (the sign-in's current-user call); else the session's (`restSession`). */
  bearer?: string;
}

/** §7 headers: bearer and access-token when a token exists; JSON and app-prefix towards a real backend (API and oidc modes). */
function requestHeaders(hasBody: boolean, bearer: string | undefined): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = bearer ?? restSession().token();
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    headers.set('access-token', token);
  }
  if (config.authMode === 'api' || config.authMode === 'oidc') {
    headers.set('Content-Type', 'application/json');
    headers.set('app-prefix', 'backend');
  } else if (hasBody) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Envelope<unknown>).success === 'boolean';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function bodyMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** §8 status table: the message a failed status shows. */
function statusMessage(status: number, body: unknown): string {
  if (status === 0 || status === 502) return httpMessages.somethingWentWrong;
  if (status === 403) return httpMessages.permissionDenied;
  return bodyMessage(body) ?? httpMessages.somethingWentWrong;
}

/**
 * Calls the REST backend at `{VITE_API_URL}{path}` and returns `data` of the envelope.
 *
 * Errors (all `ApiError`): a network failure or non-2xx status follows the §8 table
 * (401 signs out instead of telling); a `success: false` body carries the server message; a body
 * that is not an envelope (HTML, empty, invalid JSON) says so. For `tell: 'sign-in'`,
 * `tell: 'caller'`, a 404 to a GET (the page shows 'not found') and a 409 (a write made from an old
 * version: the form resolves the conflict) the error is passed on untold
 * (`handled: false`); otherwise the user
 * is told here and the error is marked `handled`. A 401 outside a sign-in goes to the session
 * (`restSession().unauthorized()`, ./rest-session): it ends, or it renews and the call is made once more.
 */
export function rest<T>(path: string, request: RestRequest = {}): Promise<T> {
  return call<T>(path, request, false);
}

async function call<T>(path: string, request: RestRequest, renewed: boolean): Promise<T> {
  await backendReady();
  const isLogin = request.tell === 'sign-in';
  const method = request.method ?? 'GET';
  const passOn = request.tell === 'caller' || request.tell === 'sign-in';
  const url = new URL(`${config.apiUrl}${path}`, globalThis.location?.href ?? 'http://localhost');
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  const fail = (message: string, status?: number, body?: unknown, fault?: NetworkFault): never => {
    // A read that finds nothing (an old link, a record outside the caller's scope) is the page's
    // 'not found' state, and a write made from an old version a conflict the form resolves: not
    // faults of the app, so the caller shows them, once.
    const untold = passOn || (status === 404 && method === 'GET') || status === 409;
    if (!untold && fault) httpFaultHandlers().notify(message, networkFaultMessages[fault]);
    else if (!untold) httpFaultHandlers().notify(message);
    const conflict = status === 409 && typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
    throw new ApiError(message, { status, handled: !untold, serverMessage: bodyMessage(body), fault, conflict });
  };
  const failWithoutAnswer = async (): Promise<never> => fail(statusMessage(0, undefined), 0, undefined, await networkFaultOf(url, timeout.signal.aborted));

  // A timer of the page's own (not AbortSignal.timeout) so that a test's fake clock can run it out.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, {
      method,
      headers: requestHeaders(request.body !== undefined, request.bearer),
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: timeout.signal,
    });
    body = await readBody(response);
  } catch {
    clearTimeout(timer);
    return failWithoutAnswer();
  }
  clearTimeout(timer);
  // A body cut off by the timeout reads as none: the call failed, as above.
  if (timeout.signal.aborted) return failWithoutAnswer();

  if (response.status === 401 && !isLogin) {
    // The session decides (§8: it ends and the page reloads on the login page, so no toast; §6 oidc:
    // it renews once, and the call is made again, so the work in progress goes on).
    const outcome = await restSession().unauthorized(!renewed);
    if (outcome === 'renewed' && !renewed) return call<T>(path, request, true);
    throw new ApiError(statusMessage(401, body), { status: 401, handled: true, serverMessage: bodyMessage(body) });
  }
  if (!response.ok) return fail(statusMessage(response.status, body), response.status, body);
  if (!isEnvelope(body)) return fail(httpMessages.invalidResponse, response.status);
  if (!body.success) {
    // A refused request is the caller's to explain (e.g. 'Unauthorized Access'), so pass it on.
    throw new ApiError(bodyMessage(body) ?? '', { status: response.status, refused: true, serverMessage: bodyMessage(body) });
  }
  return body.data as T;
}

/**
 * `rest()` for a call whose `data` is a list (§4: "stores the whole response list").
 * @throws ApiError as `rest()`; a `data` that is not an array is an unreadable answer (told, `handled`).
 */
export async function restList<T>(path: string, request: RestRequest = {}): Promise<T[]> {
  const data = await rest<unknown>(path, request);
  if (Array.isArray(data)) return data as T[];
  httpFaultHandlers().notify(httpMessages.invalidResponse);
  throw new ApiError(httpMessages.invalidResponse, { status: 200, handled: true });
}
