import express, { type ErrorRequestHandler, type Express } from 'express';
import { API_PREFIX } from './api-path';
import { handlerMiddleware } from './handler-middleware';
import { handlers } from './handlers';
import { SESSION_EXPIRED } from './handlers/respond';
import { verifyBearer } from './jwt';
import type { ScenarioName } from '../src/demo/scenario-choice';
import { scenarios } from './scenarios';

/** A request the mock API received, for e2e checks of the §7 headers. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Request headers a browser may send cross-origin (§7: bearer, access-token, app-prefix, JSON). */
const ALLOWED_HEADERS = 'Authorization, access-token, app-prefix, Content-Type, Accept';

/** The origins `npm run dev` and `npm run preview` serve the app from. */
export const DEFAULT_APP_ORIGINS: readonly string[] = ['5173', '4173'].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);

/** How the mock API is started. */
export interface MockApiOptions {
  /** The scenario of mocks/scenarios.ts its handlers run (default `default`). */
  scenario?: ScenarioName;
  /** The app origins that may call it from a browser: CORS answers these and no other. */
  appOrigins?: readonly string[];
  /** Serves the request log at `/__requests` (tests only: it holds bearer tokens). Off by default. */
  recordRequests?: boolean;
  /**
   * oidc mode (§6): every API call needs a valid bearer (see `acceptBearers`), else 401 with
   * `WWW-Authenticate: Bearer error="invalid_token"`, as a resource server answers (RFC 6750).
   */
  requireBearer?: boolean;
}

/**
 * The answer to a handler that threw: the REST envelope's 500 with a plain message, as a real backend
 * gives. Express's own error page would send the stack trace and the server's file paths; the error
 * goes to this server's log instead.
 */
export const answerFailure: ErrorRequestHandler = (error, _request, response, _next) => {
  console.error(error);
  response.status(500).json({ success: false, message: 'Something went wrong.', data: null });
};

/**
 * The fake backend's handlers as an Express app: the REST contract under `/api`, and CORS for
 * the app's own origins only (another origin gets no `Access-Control-Allow-Origin`, so a
 * browser keeps it from reading answers). With `recordRequests`, a test hook:
 * `GET /__requests` lists the last 500 API requests with their headers, `DELETE /__requests`
 * forgets them; without it, that path is an unknown one (404).
 */
export function createMockApi({
  scenario = 'default',
  appOrigins = DEFAULT_APP_ORIGINS,
  recordRequests = false,
  requireBearer = false,
}: MockApiOptions = {}): Express {
  const seen: SeenRequest[] = [];
  const allowed = new Set(appOrigins);
  // A refused origin is told once in this server's log, with what it allows: the browser only says the call failed.
  const refused = new Set<string>();
  const app = express();
  app.disable('x-powered-by');
  app.use((request, response, next) => {
    const origin = request.headers.origin;
    response.setHeader('Vary', 'Origin');
    if (origin && allowed.has(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    } else if (origin && !refused.has(origin)) {
      refused.add(origin);
      console.warn(`CORS: refused the app origin ${origin}; allowed are ${[...allowed].join(', ')} (APP_ORIGINS)`);
    }
    if (request.method === 'OPTIONS') {
      response.sendStatus(204);
      return;
    }
    if (recordRequests && request.path.startsWith(`${API_PREFIX}/`)) {
      seen.push({ method: request.method, path: request.path, headers: { ...request.headers } });
      if (seen.length > 500) seen.shift();
    }
    next();
  });
  if (recordRequests) {
    app.get('/__requests', (_request, response) => {
      response.json(seen);
    });
    app.delete('/__requests', (_request, response) => {
      seen.length = 0;
      response.sendStatus(204);
    });
  }
  if (requireBearer) {
    app.use(API_PREFIX, (request, response, next) => {
      verifyBearer(request.headers.authorization ?? null).then((userId) => {
        if (userId !== null) return next();
        response.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
        response.status(401).json({ success: false, message: SESSION_EXPIRED, data: null });
      }, next);
    });
  }
  app.use(handlerMiddleware([...scenarios[scenario], ...handlers]));
  app.use((request, response) => {
    response.status(404).json({ success: false, message: `No mock for ${request.method} ${request.path}.`, data: null });
  });
  app.use(answerFailure);
  return app;
}
