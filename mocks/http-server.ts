import { createMockApi, DEFAULT_APP_ORIGINS } from './http-app';
import { randomBytes } from 'node:crypto';
import { acceptBearers, setSigningSecret } from './jwt';
import { oidcBearerVerifier } from './oidc-bearer';
import { isScenarioName } from '../src/demo/scenario-choice';
import { isIsoDate, pinToday } from '../src/domain/training';

/**
 * `npm run mock-api`: the fake backend as a real HTTP server on 127.0.0.1, for
 * API mode (`VITE_AUTH_MODE=api VITE_API_URL=http://127.0.0.1:PORT/api`).
 * From the environment: PORT (default 3001), SCENARIO (default `default`), APP_ORIGINS
 * (comma-separated origins the app is served from; default the dev and preview servers'),
 * RECORD_REQUESTS=1 (serve the request log at /__requests; tests only), MOCK_TODAY=YYYY-MM-DD
 * (QA's demo clock: the day every status and window is derived for).
 * oidc mode (§6): OIDC_ISSUER and OIDC_AUDIENCE set, every API call needs an access token of that
 * provider for that API (checked against its keys: `oidc-bearer.ts`), and the caller is the user its
 * `user_id`, `sub` or `email` names, with the role and node of this server's own user table.
 * MOCK_JWT_SECRET signs the server's own tokens (API mode); unset, a random one per start, so no
 * token outlives the server and none can be minted from the demo bundle's published secret.
 */
const port = Number(process.env.PORT ?? 3001);
const requested = process.env.SCENARIO;
if (requested && !isScenarioName(requested)) {
  console.error(`Unknown SCENARIO "${requested}".`);
  process.exit(1);
}
const scenario = isScenarioName(requested) ? requested : 'default';
const appOrigins = process.env.APP_ORIGINS?.split(',').map((origin) => origin.trim()) ?? DEFAULT_APP_ORIGINS;
const malformed = appOrigins.filter((origin) => !URL.canParse(origin) || new URL(origin).origin !== origin);
if (malformed.length) {
  console.error(`APP_ORIGINS: not an origin (scheme://host[:port]): ${malformed.join(', ')}`);
  process.exit(1);
}

// QA's demo clock, as `?today=` is in the browser's fake backend: every status and window follows it.
const today = process.env.MOCK_TODAY;
if (today) {
  if (!isIsoDate(today)) {
    console.error(`MOCK_TODAY: not a date written as YYYY-MM-DD: "${today}".`);
    process.exit(1);
  }
  pinToday(today);
}

setSigningSecret(process.env.MOCK_JWT_SECRET || randomBytes(32).toString('base64url'));

const issuer = process.env.OIDC_ISSUER;
if (issuer) {
  const audience = process.env.OIDC_AUDIENCE;
  if (!audience) {
    console.error('oidc mode needs OIDC_AUDIENCE: the API identifier its access tokens are for.');
    process.exit(1);
  }
  acceptBearers(await oidcBearerVerifier({ issuer, audience }));
}

const server = createMockApi({ scenario, appOrigins, recordRequests: process.env.RECORD_REQUESTS === '1', requireBearer: !!issuer }).listen(
  port,
  '127.0.0.1',
  () => {
    console.log(`mock API (${scenario}${today ? `, today ${today}` : ''}) on http://127.0.0.1:${port}/api`);
  },
);
server.on('error', (error) => {
  console.error(`mock API could not listen on 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
