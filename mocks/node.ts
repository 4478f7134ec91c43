import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The fake backend for Vitest: `server.use(...scenarios.NAME)` overrides it per test. */
export const server = setupServer(...handlers);
