import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '../mocks/db';
import { server } from '../mocks/node';
import { endTestSession } from './session';

// A part that loads on first use (a dialog's modal and form) is a dynamic import, which a cold jsdom
// on two busy cores has taken over the default second to bring in: findBy* waits up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

// One fake backend for every test: the same handlers as the browser; tests override with server.use(...scenarios.NAME).
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  endTestSession();
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
});
afterAll(() => server.close());
