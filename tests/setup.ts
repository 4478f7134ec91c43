import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '../mocks/db';
import { server } from '../mocks/node';

// One fake backend for every test: the same handlers as the browser; tests override with server.use(...scenarios.NAME).
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
});
afterAll(() => server.close());
