import { createMockApi } from './http-app';
import { isScenarioName } from './scenarios';

/**
 * `npm run mock-api`: the fake backend as a real HTTP server on 127.0.0.1, for
 * API mode (`VITE_AUTH_MODE=api VITE_API_URL=http://127.0.0.1:PORT/api`).
 * PORT (default 3001) and SCENARIO (default `default`) come from the environment.
 */
const port = Number(process.env.PORT ?? 3001);
const requested = process.env.SCENARIO;
if (requested && !isScenarioName(requested)) {
  console.error(`Unknown SCENARIO "${requested}".`);
  process.exit(1);
}
const scenario = isScenarioName(requested) ? requested : 'default';

const server = createMockApi(scenario).listen(port, '127.0.0.1', () => {
  console.log(`mock API (${scenario}) on http://127.0.0.1:${port}/api`);
});
server.on('error', (error) => {
  console.error(`mock API could not listen on 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
