import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
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
// In Node a relative API address resolves against http://localhost, which is no page's own origin, so a
// call that gets no answer probes that origin to tell a refused origin from a server out of reach
// (src/api/fault-probe.ts): no server is there. A test that wants one answers the probe itself.
beforeEach(() => server.use(http.get('http://localhost/', () => HttpResponse.error())));
afterAll(() => server.close());
