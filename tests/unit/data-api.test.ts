import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { appLists, fetchAppList } from '../../src/api/app-lists';
import { appListPath } from '../../src/api/rest-paths';
import { calendarApi } from '../../src/api/calendar';
import { competencyApi, departmentApi, designationApi, employeeApi, trainingCatalogApi, typeApi, workCenterApi } from '../../src/api/reference';
import { setHttpFaultHandlers } from '../../src/api/rest-session';
import { signInWithToken } from '../session';
import { apiPath } from '../../mocks/api-path';
import { appListRows } from '../../mocks/fixtures/app-lists';
import { DEMO_USER } from '../../mocks/fixtures/users';
import { issueToken } from '../../mocks/jwt';
import { server } from '../../mocks/node';
import { scenarios } from '../../mocks/scenarios';
import { installMemoryStorage } from '../storage';
import { failure } from '../api-calls';

let faults: { notify: Mock<(message: string) => void>; signOut: Mock<(mayRenew: boolean) => Promise<'signedOut'>> };

beforeAll(() => installMemoryStorage());
beforeEach(async () => {
  // The session's answer to a 401 stands in for the sign out.
  faults = { notify: vi.fn(), signOut: vi.fn(async () => 'signedOut' as const) };
  setHttpFaultHandlers(faults);
  signInWithToken(await issueToken(DEMO_USER), faults.signOut);
});

describe('the 18 lists of §7 (GET /app/{list}) through the gateway', () => {
  it('covers exactly the lists of §7', () => {
    expect(appLists.map(appListPath)).toEqual(
      [
        'product',
        'productgrid',
        'order',
        'seller',
        'employee',
        'holidays',
        'leave_employee',
        'leave_hr',
        'attendance',
        'department',
        'estimate',
        'expense',
        'salary',
        'notes',
        'friends',
        'event',
        'userlist',
        'usergrid',
      ].map((name) => `/app/${name}`),
    );
  });

  it.each(appLists)('appList(%s) returns the rows whole', async (list) => {
    await expect(fetchAppList(list)).resolves.toEqual(appListRows[list]);
  });

  it('passes rows of any shape through unchanged', async () => {
    const rows = [{ id: 1, nested: { deep: [1, 2] }, flag: null }, 'a bare string', 42];
    server.use(http.get(apiPath('/app/notes'), () => HttpResponse.json({ success: true, message: 'OK', data: rows })));
    await expect(fetchAppList('notes')).resolves.toEqual(rows);
  });

  it('a list answer whose data is not a list is a clear, told error', async () => {
    server.use(http.get(apiPath('/app/notes'), () => HttpResponse.json({ success: true, message: 'OK', data: { rows: [] } })));
    const error = await failure(fetchAppList('notes'));
    expect(error).toMatchObject({ message: 'The server sent an answer this app cannot read.', handled: true });
    expect(faults.notify).toHaveBeenCalledWith('The server sent an answer this app cannot read.');
  });
});

describe('calendar (GET/POST/PUT/DELETE /app/calendar)', () => {
  it('lists the events', async () => {
    const events = await calendarApi.list();
    expect(events).toHaveLength(6);
    expect(events[0]).toEqual({
      id: '1',
      title: 'First Aid refresher',
      start: '2026-01-12T09:00:00Z',
      end: '2026-01-12T16:00:00Z',
      allDay: false,
      category: 'training',
      createdBy: 1,
      version: 1,
    });
  });

  it('adds (POST, no id sent), updates (PUT) and deletes (DELETE ?id=, no id in the path)', async () => {
    const seen: { method: string; path: string; search: string; body: unknown }[] = [];
    server.events.on('request:start', async ({ request }) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.clone().json();
      seen.push({ method: request.method, path: url.pathname, search: url.search, body });
    });
    const added = await calendarApi.add({ id: 'ignored', title: 'Fire drill', start: '2026-02-20T10:00:00Z', allDay: false });
    expect(added).toEqual({ id: '7', title: 'Fire drill', start: '2026-02-20T10:00:00Z', end: null, allDay: false, category: null, createdBy: 1, version: 1 });
    const updated = await calendarApi.update({ ...added, title: 'Fire drill (all sites)', allDay: true });
    expect(updated).toMatchObject({ id: '7', title: 'Fire drill (all sites)', allDay: true, version: 2 });
    await expect(calendarApi.remove('7', updated)).resolves.toBe('7');
    expect(await calendarApi.list()).toHaveLength(6);
    server.events.removeAllListeners();

    expect(seen.slice(0, 3)).toEqual([
      { method: 'POST', path: '/api/app/calendar', search: '', body: { title: 'Fire drill', start: '2026-02-20T10:00:00Z', allDay: false } },
      {
        method: 'PUT',
        path: '/api/app/calendar',
        search: '',
        body: { id: '7', title: 'Fire drill (all sites)', start: '2026-02-20T10:00:00Z', end: null, allDay: true, category: null, version: 1 },
      },
      { method: 'DELETE', path: '/api/app/calendar', search: '?id=7&version=2', body: undefined },
    ]);
  });

  it('an incomplete event is refused with the server message (400)', async () => {
    const error = await failure(calendarApi.add({ title: ' ', start: '', allDay: false }));
    expect(error).toMatchObject({ message: 'An event needs a title and a start.', status: 400, handled: true });
    expect(faults.notify).toHaveBeenCalledWith('An event needs a title and a start.');
  });

  it('updating or deleting an unknown event is a 404 with the server message', async () => {
    expect(
      await failure(
        calendarApi.update({ id: '999', title: 'Ghost', start: '2026-01-01T00:00:00Z', end: null, allDay: true, category: null, createdBy: 1, version: 1 }),
      ),
    ).toMatchObject({
      message: 'No event with id 999.',
      status: 404,
    });
    expect(await failure(calendarApi.remove('999'))).toMatchObject({ message: 'No event with id 999.', status: 404 });
  });
});

describe('typed data sets: list and by id', () => {
  it.each([
    ['departments', departmentApi, 8, 'dep-2', { code: 'MNT', name: 'Maintenance' }],
    ['work centers', workCenterApi, 5, 'wc-3', { code: 'LYN', name: 'Lyon Distribution Centre', location: 'Lyon, FR' }],
    ['designations', designationApi, 24, 'des-6', { name: 'Electrician', departmentId: 'dep-2' }],
    ['competencies', competencyApi, 12, 'comp-3', { code: 'FL', name: 'Forklift Operation', description: 'Counterbalance and reach trucks.' }],
    ['types', typeApi, 5, 'type-2', { name: 'E-learning' }],
    ['employees', employeeApi, 60, 'emp-2', { code: 'EMP-00002', firstName: 'Yusuf', email: 'yusuf.fischer@trendmfg.example', active: true }],
    [
      'the training catalogue',
      trainingCatalogApi,
      20,
      'trn-1',
      { code: 'FS-101', title: 'Fire Safety Awareness', validityMonths: 12, durationHours: 2, version: 1 },
    ],
  ] as const)('%s: the list and one entry by id', async (_name, api, count, id, expected) => {
    const list = await (api.list as () => Promise<unknown[]>)();
    expect(list).toHaveLength(count);
    await expect((api.item as (id: string) => Promise<unknown>)(id)).resolves.toMatchObject({ id, ...expected });
  });

  it('an unknown id is a 404 with the server message', async () => {
    const error = await failure(departmentApi.item('99'));
    expect(error).toMatchObject({ message: 'No entry with id 99.', status: 404, handled: false });
  });

  it('an id is sent encoded in the path', async () => {
    const seen = vi.fn();
    server.use(
      http.get(apiPath('/reference/types/:id'), ({ params }) => {
        seen(params.id);
        return HttpResponse.json({ success: true, data: { id: 'a/b', name: 'Odd', description: '' } });
      }),
    );
    await typeApi.item('a/b');
    expect(seen).toHaveBeenCalledWith('a/b');
  });
});

describe('§8 status paths of data calls (scenarios through the gateway)', () => {
  it.each([
    ['forbidden', 403, 'Permission Denied'],
    ['server-error', 500, 'Internal Server Error: the data service is unavailable.'],
    ['bad-gateway', 502, 'Something went wrong'],
    ['offline', 0, 'Something went wrong', 'The server cannot be reached.'],
  ] as const)('%s: status %i shows %s, keeps the session and is handled', async (scenario, status, message, ...detail: string[]) => {
    server.use(...scenarios[scenario]);
    for (const call of [() => fetchAppList('product'), () => calendarApi.list(), () => employeeApi.item('emp-1'), () => calendarApi.remove('1')]) {
      const error = await failure(call());
      expect(error).toMatchObject({ message, status, handled: true });
    }
    expect(faults.notify).toHaveBeenCalledTimes(4);
    expect(faults.notify).toHaveBeenCalledWith(message, ...detail);
    expect(faults.signOut).not.toHaveBeenCalled();
  });

  it('unauthorized: a 401 ends the session', async () => {
    server.use(...scenarios.unauthorized);
    const error = await failure(departmentApi.list());
    expect(error).toMatchObject({ status: 401, handled: true });
    expect(faults.signOut).toHaveBeenCalledOnce();
    expect(faults.notify).not.toHaveBeenCalled();
  });

  it('a data call without a token is answered 401 by the fake backend and ends the session', async () => {
    signInWithToken(null, faults.signOut);
    const error = await failure(employeeApi.list());
    expect(error).toMatchObject({ status: 401, message: 'Your session has expired. Please sign in again.' });
    expect(faults.signOut).toHaveBeenCalledOnce();
  });

  it('empty: every list is empty, items still answer', async () => {
    server.use(...scenarios.empty);
    await expect(fetchAppList('salary')).resolves.toEqual([]);
    await expect(calendarApi.list()).resolves.toEqual([]);
    await expect(employeeApi.list()).resolves.toEqual([]);
    await expect(employeeApi.item('emp-2')).resolves.toMatchObject({ id: 'emp-2', firstName: 'Yusuf' });
    expect(faults.notify).not.toHaveBeenCalled();
  });
});
