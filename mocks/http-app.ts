import express, { type Express } from 'express';
import { API_PREFIX } from './api-path';
import { handlerMiddleware } from './handler-middleware';
import { handlers } from './handlers';
import { scenarios, type ScenarioName } from './scenarios';

/** A request the mock API received, for e2e checks of the §7 headers. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Request headers a browser may send cross-origin (§7: bearer, access-token, app-prefix, JSON). */
const ALLOWED_HEADERS = 'Authorization, access-token, app-prefix, Content-Type, Accept';

/**
 * The fake backend's handlers as an Express app: the REST contract under `/api`,
 * CORS for an app served from another origin, and two test hooks:
 * `GET /__requests` lists the last 500 API requests with their headers,
 * `DELETE /__requests` forgets them.
 */
export function createMockApi(scenario: ScenarioName = 'default'): Express {
  const seen: SeenRequest[] = [];
  const app = express();
  app.disable('x-powered-by');
  app.use((request, response, next) => {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    response.setHeader('Vary', 'Origin');
    if (request.method === 'OPTIONS') {
      response.sendStatus(204);
      return;
    }
    if (request.path.startsWith(`${API_PREFIX}/`)) {
      seen.push({ method: request.method, path: request.path, headers: { ...request.headers } });
      if (seen.length > 500) seen.shift();
    }
    next();
  });
  app.get('/__requests', (_request, response) => {
    response.json(seen);
  });
  app.delete('/__requests', (_request, response) => {
    seen.length = 0;
    response.sendStatus(204);
  });
  app.use(handlerMiddleware([...scenarios[scenario], ...handlers]));
  app.use((request, response) => {
    response.status(404).json({ success: false, message: `No mock for ${request.method} ${request.path}.`, data: null });
  });
  return app;
}
