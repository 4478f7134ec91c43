import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { signInWithToken } from '../session';
import { resourceMachine, selectSlice, type ResourceEvent, type ResourceSource } from '../../src/machines/resource.machine';
import { sliceFailureMessages, slices, type SliceName } from '../../src/machines/slices';
import { issueToken } from '../../mocks/jwt';
import { DEMO_USER } from '../../mocks/fixtures/users';
import { server } from '../../mocks/node';
import { scenarios } from '../../mocks/scenarios';
import { installMemoryStorage } from '../storage';

type Row = { id: string; name: string };

/** A promise the test settles by hand, to observe the loading state in between. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(source: ResourceSource<Row>, fetchOnStart = false) {
  const actor = createActor(resourceMachine, { input: { source: source as ResourceSource, fetchOnStart } }).start();
  return { actor, slice: () => selectSlice(actor.getSnapshot()) };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => snapshot.matches('idle'));

const rows: Row[] = [
  { id: '1', name: 'Operations' },
  { id: '2', name: 'Quality' },
];

describe('resource machine (§3 data slice, §4 Data fetches)', () => {
  it('starts idle and empty', () => {
    const { actor, slice } = start({ name: 'Test', list: vi.fn() });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(slice()).toEqual({ list: [], item: null, loading: false, error: null, missing: false });
  });

  it('fetchOnStart requests the list at once', () => {
    const list = vi.fn(() => new Promise<Row[]>(() => {}));
    const { slice } = start({ name: 'Test', list }, true);
    expect(list).toHaveBeenCalledOnce();
    expect(slice().loading).toBe(true);
  });

  it('a request sets loading and clears the previous error; success stores the whole list and clears loading', async () => {
    const first = deferred<Row[]>();
    const second = deferred<Row[]>();
    const list = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { actor, slice } = start({ name: 'Test', list });

    actor.send({ type: 'resource.fetch' });
    expect(slice()).toMatchObject({ loading: true, error: null });
    first.reject(new Error('Permission Denied'));
    await settled(actor);
    expect(slice()).toMatchObject({ loading: false, error: 'Permission Denied', list: [] });

    actor.send({ type: 'resource.fetch' });
    expect(slice()).toMatchObject({ loading: true, error: null });
    second.resolve(rows);
    await settled(actor);
    expect(slice()).toEqual({ list: rows, item: null, loading: false, error: null, missing: false });
    expect(slice().list).toBe(rows);
  });

  it('failure stores the error message and clears loading, keeping the list it had', async () => {
    const list = vi.fn().mockResolvedValueOnce(rows).mockRejectedValueOnce(new Error('Something went wrong'));
    const { actor, slice } = start({ name: 'Test', list });
    actor.send({ type: 'resource.fetch' });
    await settled(actor);
    actor.send({ type: 'resource.fetch' });
    await settled(actor);
    expect(slice()).toEqual({ list: rows, item: null, loading: false, error: 'Something went wrong', missing: false });
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('stores a non-Error rejection as text', async () => {
    const { actor, slice } = start({ name: 'Test', list: () => Promise.reject('timeout') });
    actor.send({ type: 'resource.fetch' });
    await settled(actor);
    expect(slice().error).toBe('timeout');
  });

  it('fetches a single item by id', async () => {
    const item = vi.fn(async (id: string) => rows.find((row) => row.id === id)!);
    const { actor, slice } = start({ name: 'Test', item });
    actor.send({ type: 'resource.fetchItem', id: '2' });
    expect(slice().loading).toBe(true);
    await settled(actor);
    expect(item).toHaveBeenCalledWith('2');
    expect(slice()).toMatchObject({ item: rows[1], loading: false, error: null });
  });

  it('an item the server answered 404 for is missing; another failure or a found item is not', async () => {
    const notFound = Object.assign(new Error('No employee with id emp-1.'), { status: 404 });
    const serverDown = Object.assign(new Error('Something went wrong'), { status: 502 });
    const item = vi.fn().mockRejectedValueOnce(notFound).mockRejectedValueOnce(serverDown).mockResolvedValueOnce(rows[0]);
    const { actor, slice } = start({ name: 'Test', item, list: () => Promise.reject(notFound) });
    actor.send({ type: 'resource.fetchItem', id: 'emp-1' });
    await settled(actor);
    expect(slice()).toMatchObject({ missing: true, error: 'No employee with id emp-1.', loading: false });
    actor.send({ type: 'resource.fetchItem', id: 'emp-1' });
    expect(slice().missing).toBe(false);
    await settled(actor);
    expect(slice()).toMatchObject({ missing: false, error: 'Something went wrong' });
    actor.send({ type: 'resource.fetchItem', id: '1' });
    await settled(actor);
    expect(slice()).toMatchObject({ missing: false, error: null, item: rows[0] });
    // A list is never 'missing': only an item by id can be.
    actor.send({ type: 'resource.fetch' });
    await settled(actor);
    expect(slice().missing).toBe(false);
  });

  it('the item already on its way is not asked for again (a page mounting twice)', async () => {
    const pending = deferred<Row>();
    const item = vi.fn(() => pending.promise);
    const { actor, slice } = start({ name: 'Test', item });
    actor.send({ type: 'resource.fetchItem', id: '2' });
    actor.send({ type: 'resource.fetchItem', id: '2' });
    expect(item).toHaveBeenCalledOnce();
    actor.send({ type: 'resource.fetchItem', id: '1' });
    expect(item).toHaveBeenCalledTimes(2);
    pending.resolve(rows[0]!);
    await settled(actor);
    expect(slice().loading).toBe(false);
  });

  it('a newer read replaces a running one (the latest wins)', async () => {
    const slow = deferred<Row[]>();
    const list = vi.fn().mockReturnValueOnce(slow.promise).mockResolvedValueOnce([rows[0]]);
    const { actor, slice } = start({ name: 'Test', list });
    actor.send({ type: 'resource.fetch' });
    actor.send({ type: 'resource.fetch' });
    await settled(actor);
    slow.resolve(rows);
    await Promise.resolve();
    expect(slice().list).toEqual([rows[0]]);
  });

  it('ignores a write while loading', async () => {
    const pending = deferred<Row[]>();
    const add = vi.fn();
    const { actor } = start({ name: 'Test', list: () => pending.promise, add });
    actor.send({ type: 'resource.fetch' });
    actor.send({ type: 'resource.add', entry: { id: '9', name: 'New' } });
    pending.resolve(rows);
    await settled(actor);
    expect(add).not.toHaveBeenCalled();
  });

  describe('calendar: add, update by id, delete by id', () => {
    async function loaded(source: Partial<ResourceSource<Row>>) {
      const started = start({ name: 'Calendar', list: async () => rows, ...source });
      started.actor.send({ type: 'resource.fetch' });
      await settled(started.actor);
      return started;
    }

    it('add appends the stored entry the server returns', async () => {
      const stored = { id: '3', name: 'Maintenance' };
      const add = vi.fn(async () => stored);
      const { actor, slice } = await loaded({ add });
      actor.send({ type: 'resource.add', entry: { id: '', name: 'Maintenance' } });
      expect(slice().loading).toBe(true);
      await settled(actor);
      expect(add).toHaveBeenCalledWith({ id: '', name: 'Maintenance' });
      expect(slice().list).toEqual([...rows, stored]);
    });

    it('update replaces the entry with the same id (numbers and strings alike), and the item too', async () => {
      const { actor, slice } = await loaded({
        update: async (entry) => entry,
        item: async (id) => rows.find((row) => row.id === id)!,
      });
      actor.send({ type: 'resource.fetchItem', id: '2' });
      await settled(actor);
      actor.send({ type: 'resource.update', entry: { id: 2 as unknown as string, name: 'Quality Assurance' } });
      await settled(actor);
      expect(slice().list).toEqual([rows[0], { id: 2, name: 'Quality Assurance' }]);
      expect(slice().item).toEqual({ id: 2, name: 'Quality Assurance' });
    });

    it('delete removes the entry with that id, and clears the item when it is that entry', async () => {
      const remove = vi.fn(async () => undefined);
      const { actor, slice } = await loaded({ remove, item: async (id) => rows.find((row) => row.id === id)! });
      actor.send({ type: 'resource.fetchItem', id: '1' });
      await settled(actor);
      actor.send({ type: 'resource.remove', id: '1' });
      await settled(actor);
      // Handed the entry as the slice holds it too: a calendar event's delete names its version.
      expect(remove).toHaveBeenCalledWith('1', rows[0]);
      expect(slice()).toMatchObject({ list: [rows[1]], item: null, error: null });
    });

    it('a failed write stores the error and leaves the list alone', async () => {
      const { actor, slice } = await loaded({ remove: () => Promise.reject(new Error('Permission Denied')) });
      actor.send({ type: 'resource.remove', id: '1' });
      await settled(actor);
      expect(slice()).toMatchObject({ list: rows, loading: false, error: 'Permission Denied' });
    });
  });

  describe('§4 failure messages', () => {
    it('a slice with a failure message stores it for any failure', async () => {
      const { actor, slice } = start({
        name: 'Department',
        list: () => Promise.reject(new Error('Permission Denied')),
        failureMessage: 'Unsupported Department method',
      });
      actor.send({ type: 'resource.fetch' });
      await settled(actor);
      expect(slice().error).toBe('Unsupported Department method');
    });

    it('a request the source does not support fails with the slice message', async () => {
      const { actor, slice } = start({ name: 'Employee', list: async () => rows });
      actor.send({ type: 'resource.remove', id: '1' });
      await settled(actor);
      expect(slice()).toMatchObject({ error: 'Unsupported Employee method', loading: false });
    });

    it.each([
      ['departmentData', 'Unsupported Department method'],
      ['workCenterData', 'Unsupported Work Center method'],
      ['competencyData', 'Unsupported Work Center method'],
      ['typeData', 'Unsupported Type method'],
      ['designationData', 'Unsupported Designation method'],
    ] as const)('%s is configured with %s', (slice, message) => {
      expect(slices[slice].failureMessage).toBe(message);
    });

    it('the messages are the exact texts of §4', () => {
      expect(sliceFailureMessages).toEqual({
        department: 'Unsupported Department method',
        workCenter: 'Unsupported Work Center method',
        type: 'Unsupported Type method',
        designation: 'Unsupported Designation method',
      });
    });
  });
});

describe('resource machine with the real slices against the fake backend (api ↔ machine wiring)', () => {
  beforeAll(() => installMemoryStorage());

  async function run(name: SliceName, event: ResourceEvent = { type: 'resource.fetch' }) {
    signInWithToken(await issueToken(DEMO_USER));
    const actor = createActor(resourceMachine, { input: { source: slices[name] as ResourceSource } }).start();
    actor.send(event);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'), { timeout: 5000 });
    return selectSlice(actor.getSnapshot());
  }

  it('has a slice for each of the 18 lists of §7, the calendar and the six typed data sets, and the training catalogue', () => {
    expect(Object.keys(slices).sort()).toEqual(
      [
        'product',
        'productgrid',
        'order',
        'seller',
        'employee',
        'holiday',
        'leaveEmployee',
        'leaveHR',
        'attendance',
        'department',
        'estimate',
        'expense',
        'salary',
        'notes',
        'friends',
        'event',
        'userList',
        'userGrid',
        'calendar',
        'departmentData',
        'workCenterData',
        'designationData',
        'competencyData',
        'typeData',
        'employeeData',
        'trainingData',
      ].sort(),
    );
  });

  it('stores the leave_hr list whole', async () => {
    const slice = await run('leaveHR');
    expect(slice.error).toBeNull();
    expect(slice.list).toHaveLength(3);
    expect(slice.list[0]).toMatchObject({ employee: 'Liam Nguyen', type: 'Annual leave' });
  });

  it('fetches an employee by id', async () => {
    const slice = await run('employeeData', { type: 'resource.fetchItem', id: 'emp-2' });
    expect(slice.item).toMatchObject({ id: 'emp-2', code: 'EMP-00002', firstName: 'Yusuf' });
  });

  it.each([
    ['departmentData', 'Unsupported Department method'],
    ['workCenterData', 'Unsupported Work Center method'],
    ['competencyData', 'Unsupported Work Center method'],
    ['typeData', 'Unsupported Type method'],
    ['designationData', 'Unsupported Designation method'],
  ] as const)('%s stores %s when the backend refuses (403)', async (name, message) => {
    server.use(...scenarios.forbidden);
    const slice = await run(name);
    expect(slice).toMatchObject({ list: [], loading: false, error: message });
  });

  it('employeeData stores the §8 text of the failure', async () => {
    server.use(...scenarios['server-error']);
    const slice = await run('employeeData');
    expect(slice.error).toBe('Internal Server Error: the data service is unavailable.');
  });

  it('the calendar slice adds, updates and deletes through the backend', async () => {
    signInWithToken(await issueToken(DEMO_USER));
    const actor = createActor(resourceMachine, { input: { source: slices.calendar as ResourceSource, fetchOnStart: true } }).start();
    const idle = () => waitFor(actor, (snapshot) => snapshot.matches('idle'), { timeout: 5000 });
    await idle();
    const before = selectSlice(actor.getSnapshot()).list.length;
    actor.send({ type: 'resource.add', entry: { title: 'Toolbox talk', start: '2026-03-01T09:00:00Z', allDay: false } });
    await idle();
    const added = selectSlice(actor.getSnapshot()).list.at(-1) as { id: string; title: string };
    expect(added).toMatchObject({ title: 'Toolbox talk', end: null, category: null });
    actor.send({ type: 'resource.update', entry: { ...added, title: 'Toolbox talk: ladders' } });
    await idle();
    expect(selectSlice(actor.getSnapshot()).list.at(-1)).toMatchObject({ id: added.id, title: 'Toolbox talk: ladders' });
    actor.send({ type: 'resource.remove', id: added.id });
    await idle();
    expect(selectSlice(actor.getSnapshot())).toMatchObject({ error: null });
    expect(selectSlice(actor.getSnapshot()).list).toHaveLength(before);
  });
});
