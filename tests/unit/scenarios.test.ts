import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../mocks/api-path';
import { DEMO_USER } from '../../mocks/fixtures/users';
import { issueToken } from '../../mocks/jwt';
import { server } from '../../mocks/node';
import { chooseScenario, SCENARIO_STORAGE_KEY } from '../../src/demo/scenario-choice';
import { emptied, scenarios, SERVER_ERROR_MESSAGE } from '../../mocks/scenarios';
import { scenarioNames, type ScenarioName } from '../../src/demo/scenario-choice';
import { MemoryStorage } from '../storage';
import { restPaths } from '../../src/api/rest-paths';

const API = 'http://localhost/api';

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${API}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${await issueToken(DEMO_USER)}`, 'Content-Type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // An HTML body stays text.
  }
  return { status: response.status, body };
}

const signIn = () => call(restPaths.authenticate, { method: 'POST', body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }) });
const dataCall = () => call('/app/product');

async function outcome(promise: Promise<{ status: number; body: unknown }>) {
  return promise.then(
    ({ status, body }) => ({ status, message: (body as { message?: string }).message ?? body }),
    () => ({ status: 0, message: 'network error' }),
  );
}

describe('QA scenarios (mocks/scenarios.ts)', () => {
  it('names every scenario of the issue', () => {
    expect(Object.keys(scenarios).sort()).toEqual([...scenarioNames].sort());
    expect(scenarioNames).toEqual(['default', 'login-fails', 'unauthorized', 'forbidden', 'server-error', 'bad-gateway', 'offline', 'slow', 'empty', 'large']);
  });

  it.each<[ScenarioName, { status: number; message: unknown }, { status: number; message: unknown }]>([
    ['default', { status: 200, message: 'Signed in' }, { status: 200, message: 'OK' }],
    ['login-fails', { status: 200, message: 'Invalid email or password.' }, { status: 200, message: 'OK' }],
    ['unauthorized', { status: 200, message: 'Signed in' }, { status: 401, message: 'Your session has expired. Please sign in again.' }],
    ['forbidden', { status: 200, message: 'Signed in' }, { status: 403, message: 'You do not have access to this data.' }],
    ['server-error', { status: 200, message: 'Signed in' }, { status: 500, message: SERVER_ERROR_MESSAGE }],
    ['bad-gateway', { status: 200, message: 'Signed in' }, { status: 502, message: '<html><body><h1>502 Bad Gateway</h1></body></html>' }],
    ['offline', { status: 0, message: 'network error' }, { status: 0, message: 'network error' }],
  ])('%s: sign-in answers %j, a data call %j', async (name, signInOutcome, dataOutcome) => {
    server.use(...scenarios[name]);
    expect(await outcome(signIn())).toEqual(signInOutcome);
    expect(await outcome(dataCall())).toEqual(dataOutcome);
  });

  it('data scenarios leave the current-user call alone, so sign-in completes', async () => {
    server.use(...scenarios.forbidden);
    const { status, body } = await call(restPaths.currentUser);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { email: DEMO_USER.email } });
  });

  it('data scenarios apply to calls any domain adds later under the API prefix', async () => {
    server.use(
      ...scenarios['server-error'],
      http.get(apiPath('/notifications'), () => HttpResponse.json({ success: true, data: [] })),
    );
    expect(await outcome(call('/notifications'))).toEqual({ status: 500, message: SERVER_ERROR_MESSAGE });
  });

  it('scenarios never touch requests outside the API prefix (translations, app files)', async () => {
    server.use(
      ...scenarios.offline,
      http.get('*/assets/i18n/en.json', () => HttpResponse.json({ ok: 'yes' })),
    );
    const response = await fetch('http://localhost/assets/i18n/en.json');
    expect(await response.json()).toEqual({ ok: 'yes' });
  });

  it('empty: lists come back empty, with the envelope kept', async () => {
    server.use(...scenarios.empty);
    expect((await dataCall()).body).toEqual({ success: true, message: 'OK', data: [] });
    expect((await call('/reference/departments/dep-1')).body).toMatchObject({ data: { id: 'dep-1', name: 'Operations' } });
  });

  it('empty: a page of results keeps its shape with its lists emptied', () => {
    expect(emptied({ items: [1, 2], total: 2 })).toEqual({ items: [], total: 2 });
    expect(emptied([{ id: 1 }])).toEqual([]);
    expect(emptied({ id: '1', tags: ['a'] })).toEqual({ id: '1', tags: [] });
    expect(emptied(null)).toBeNull();
  });

  it('slow: sign-in and data calls answer normally after about 2 s', async () => {
    server.use(...scenarios.slow);
    const started = Date.now();
    const [signedIn, data] = await Promise.all([outcome(signIn()), outcome(dataCall())]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1950);
    expect(signedIn.status).toBe(200);
    expect(data).toEqual({ status: 200, message: 'OK' });
  });
});

describe('chooseScenario (kept for the tab session)', () => {
  it('takes ?scenario= and keeps it in session storage', () => {
    const storage = new MemoryStorage();
    expect(chooseScenario('?scenario=forbidden', storage)).toBe('forbidden');
    expect(storage.getItem(SCENARIO_STORAGE_KEY)).toBe('forbidden');
    expect(chooseScenario('', storage)).toBe('forbidden');
  });

  it('ignores an unknown name and falls back to the stored one, then to default', () => {
    const storage = new MemoryStorage();
    storage.setItem(SCENARIO_STORAGE_KEY, 'slow');
    expect(chooseScenario('?scenario=nonsense', storage)).toBe('slow');
    storage.setItem(SCENARIO_STORAGE_KEY, 'nonsense');
    expect(chooseScenario('', storage)).toBe('default');
  });

  it('?scenario=default forgets the choice', () => {
    const storage = new MemoryStorage();
    storage.setItem(SCENARIO_STORAGE_KEY, 'offline');
    expect(chooseScenario('?scenario=default', storage)).toBe('default');
    expect(storage.getItem(SCENARIO_STORAGE_KEY)).toBeNull();
  });
});
