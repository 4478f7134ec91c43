import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bypass } from 'msw';
import express from 'express';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { answerFailure, createMockApi, type MockApiOptions, type SeenRequest } from '../../mocks/http-app';
import { setSigningSecret } from '../../mocks/jwt';

let running: Server | undefined;

/** Starts the mock API on a free port of 127.0.0.1; `send` goes over real HTTP (past this process's MSW). */
async function startMockApi(options?: MockApiOptions) {
  running = createMockApi(options).listen(0, '127.0.0.1');
  await new Promise((resolve) => running!.once('listening', resolve));
  const origin = `http://127.0.0.1:${(running.address() as AddressInfo).port}`;
  const send = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(bypass(`${origin}${path}`, init));
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  };
  return { origin, send };
}

afterEach(async () => {
  await new Promise((resolve) => running?.close(resolve));
  running = undefined;
});

const credentials = JSON.stringify({ email: 'admin@example.com', password: 'Admin@123' });
const apiHeaders = (token?: string) => ({
  'Content-Type': 'application/json',
  'app-prefix': 'backend',
  ...(token ? { Authorization: `Bearer ${token}`, 'access-token': token } : {}),
});

/** The in-browser demo's secret, published in its bundle: what anyone could sign a token with. */
const DEMO_SECRET = 'fake-backend-demo-secret-not-for-production';
const forge = (claims: Record<string, unknown>, secret: string, exp?: number) => {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt();
  return (exp === undefined ? jwt : jwt.setExpirationTime(exp)).sign(Uint8Array.from(new TextEncoder().encode(secret)));
};
const ADMIN = { user_id: 1, email: 'admin@example.com', user_type: 'admin', node_id: 10, node_type: 'Admin' };

describe("the mock API's tokens", () => {
  afterEach(() => setSigningSecret(DEMO_SECRET));

  it('refuses a token without exp, however well signed: it would be good for ever', async () => {
    const { send } = await startMockApi();
    expect((await send('/api/employees', { headers: apiHeaders(await forge(ADMIN, DEMO_SECRET)) })).status).toBe(401);
    expect((await send('/api/employees', { headers: apiHeaders(await forge(ADMIN, DEMO_SECRET, Math.floor(Date.now() / 1000) + 60)) })).status).toBe(200);
  });

  it("with a secret of its own (MOCK_JWT_SECRET, else random), refuses a token minted with the demo's published one", async () => {
    setSigningSecret('a-secret-of-this-server-only');
    const { send } = await startMockApi();
    const minted = await forge(ADMIN, DEMO_SECRET, Math.floor(Date.now() / 1000) + 3600);
    expect((await send('/api/employees', { headers: apiHeaders(minted) })).status).toBe(401);
    const signIn = await send('/api/users/authenticate', { method: 'POST', headers: apiHeaders(), body: credentials });
    const token = (signIn.body!.data as { token: string }).token;
    expect((await send('/api/employees', { headers: apiHeaders(token) })).status).toBe(200);
  });
});

describe('npm run mock-api: the handlers over real HTTP', () => {
  it('signs in and serves data to the bearer token', async () => {
    const { send } = await startMockApi();
    const signIn = await send('/api/users/authenticate', { method: 'POST', headers: apiHeaders(), body: credentials });
    expect(signIn).toMatchObject({ status: 200, body: { success: true, message: 'Signed in' } });
    const token = (signIn.body!.data as { token: string }).token;

    const employees = await send('/api/employees', { headers: apiHeaders(token) });
    expect(employees.status).toBe(200);
    expect(employees.body!.data).toHaveLength(60);

    const anonymous = await send('/api/employees');
    expect(anonymous).toMatchObject({ status: 401, body: { success: false, message: 'Your session has expired. Please sign in again.' } });
  });

  it('records the requests with their headers at GET /__requests when the tests switch it on, and forgets them on DELETE', async () => {
    const { send } = await startMockApi({ recordRequests: true });
    const signIn = await send('/api/users/authenticate', { method: 'POST', headers: apiHeaders(), body: credentials });
    const token = (signIn.body!.data as { token: string }).token;
    await send('/api/app/calendar', { headers: apiHeaders(token) });

    const seen = (await send('/__requests')).body as unknown as SeenRequest[];
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/users/authenticate', 'GET /api/app/calendar']);
    expect(seen[1]!.headers).toMatchObject({
      authorization: `Bearer ${token}`,
      'access-token': token,
      'app-prefix': 'backend',
      'content-type': 'application/json',
    });

    expect((await send('/__requests', { method: 'DELETE' })).status).toBe(204);
    expect((await send('/__requests')).body).toEqual([]);
  });

  it('serves no request log (it holds bearer tokens) unless the tests switch it on', async () => {
    const { send } = await startMockApi();
    await send('/api/users/authenticate', { method: 'POST', headers: apiHeaders(), body: credentials });
    expect(await send('/__requests')).toMatchObject({ status: 404, body: { success: false } });
    expect((await send('/__requests', { method: 'DELETE' })).status).toBe(404);
  });

  it('answers CORS for the app origins it is given and no other', async () => {
    const { send } = await startMockApi({ appOrigins: ['http://127.0.0.1:4175'] });
    const preflightFrom = (origin: string) =>
      send('/api/app/product', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
      });
    for (const origin of ['https://evil.example', 'http://127.0.0.1:4176', 'null']) {
      const refused = await preflightFrom(origin);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      expect(refused.headers.get('access-control-allow-headers')).toBeNull();
    }
    const signIn = await send('/api/users/authenticate', { method: 'POST', headers: { ...apiHeaders(), Origin: 'https://evil.example' }, body: credentials });
    expect(signIn.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflightFrom('http://127.0.0.1:4175')).headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4175');
  });

  it('logs each refused origin once, with the origins it allows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { send } = await startMockApi({ appOrigins: ['http://127.0.0.1:4175', 'http://localhost:4175'] });
    for (let call = 0; call < 2; call += 1) await send('/api/app/product', { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    await send('/api/app/product', { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1:4175' } });
    expect(warn.mock.calls).toEqual([
      ['CORS: refused the app origin https://evil.example; allowed are http://127.0.0.1:4175, http://localhost:4175 (APP_ORIGINS)'],
    ]);
  });

  it('answers a CORS preflight for the §7 headers from the app origin', async () => {
    const { send } = await startMockApi({ appOrigins: ['http://127.0.0.1:4175'] });
    const preflight = await send('/api/app/product', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4175',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,access-token,app-prefix,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4175');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, access-token, app-prefix, Content-Type, Accept');
  });

  it('runs a scenario chosen at start (SCENARIO=forbidden)', async () => {
    const { send } = await startMockApi({ scenario: 'forbidden' });
    const signIn = await send('/api/users/authenticate', { method: 'POST', headers: apiHeaders(), body: credentials });
    const token = (signIn.body!.data as { token: string }).token;
    expect(await send('/api/reference/departments', { headers: apiHeaders(token) })).toMatchObject({
      status: 403,
      body: { message: 'You do not have access to this data.' },
    });
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const { send } = await startMockApi();
    expect(await send('/api/no-such-thing')).toMatchObject({ status: 404, body: { success: false, message: 'No mock for GET /api/no-such-thing.' } });
  });
});

describe('the mock API refuses bad input with a 400 and never shows its insides', () => {
  it('answers a sign-in whose e-mail or password is not text with a 400 envelope', async () => {
    const { send } = await startMockApi();
    const notText = fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(notText, fc.boolean(), async (value, inEmail) => {
        const body = inEmail ? { email: value, password: 'Admin@123' } : { email: 'admin@example.com', password: value };
        const answer = await send('/api/users/authenticate', { method: 'POST', headers: apiHeaders(), body: JSON.stringify(body) });
        expect(answer).toMatchObject({ status: 400, body: { success: false, message: 'The email and the password are required, as text.', data: null } });
      }),
      { numRuns: 30 },
    );
  });

  it('answers a filter or sort named after an Object member (constructor, __proto__, toString) as an unknown key: 400, not 500', async () => {
    const { send } = await startMockApi();
    const signIn = await send('/api/users/authenticate', { method: 'POST', headers: apiHeaders(), body: credentials });
    const token = (signIn.body!.data as { token: string }).token;
    const members = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'];
    for (const name of members) {
      const filter = await send(`/api/training/employees?filterKey=${name}&filterValue=1`, { headers: apiHeaders(token) });
      expect(filter).toMatchObject({ status: 400, body: { success: false, message: `Unknown filter '${name}'` } });
      const where = await send(`/api/training/employees?whereClause=${encodeURIComponent(`${name}=1`)}`, { headers: apiHeaders(token) });
      expect(where).toMatchObject({ status: 400, body: { success: false, message: `Unknown filter '${name}'` } });
      const sort = await send(`/api/training/employees?whereClause=${encodeURIComponent(`sort=${name}`)}`, { headers: apiHeaders(token) });
      expect(sort).toMatchObject({ status: 400, body: { success: false, message: `Unknown sort '${name}'` } });
    }
  });

  it('answers a handler that throws with the 500 envelope: no stack trace, no file path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = express();
    app.get('/boom', () => {
      throw new TypeError(`body.email?.trim is not a function at ${import.meta.filename}`);
    });
    app.use(answerFailure);
    running = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => running!.once('listening', resolve));
    const response = await fetch(bypass(`http://127.0.0.1:${(running.address() as AddressInfo).port}/boom`));
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ success: false, message: 'Something went wrong.', data: null });
    expect(text).not.toContain(import.meta.filename);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
