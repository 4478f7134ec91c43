import { createMiddleware } from '@mswjs/http-middleware';
import express from 'express';
import { handlers } from './handlers';
import { isScenarioName, scenarios } from './scenarios';

/**
 * `npm run mock-api`: the fake backend's handlers as a real HTTP server on 127.0.0.1,
 * for API mode (`VITE_AUTH_MODE=api VITE_API_URL=http://127.0.0.1:PORT/api`).
 * PORT (default 3001) and SCENARIO (default `default`) come from the environment.
 * It records the headers of every request; GET /__requests lists them (e2e checks).
 */
const port = Number(process.env.PORT ?? 3001);
const scenario = isScenarioName(process.env.SCENARIO) ? process.env.SCENARIO : 'default';
const seen: { method: string; path: string; headers: Record<string, string | string[] | undefined> }[] = [];

const app = express();
app.use((request, response, next) => {
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
  response.setHeader('Access-Control-Allow-Headers', 'Authorization, access-token, app-prefix, Content-Type, Accept');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  if (request.method === 'OPTIONS') {
    response.sendStatus(204);
    return;
  }
  if (request.path.startsWith('/api/')) seen.push({ method: request.method, path: request.path, headers: request.headers });
  next();
});
app.get('/__requests', (_request, response) => {
  response.json(seen.slice(-200));
});
app.use(createMiddleware(...scenarios[scenario], ...handlers));
app.listen(port, '127.0.0.1', () => {
  console.log(`mock API (${scenario}) on http://127.0.0.1:${port}/api`);
});
