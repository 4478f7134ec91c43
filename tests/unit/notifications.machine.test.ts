import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { signInWithToken } from '../session';
import type { NotificationItem, NotificationPage } from '../../src/api/notifications';
import { notificationsMachine, relativeAge, selectListStatus, selectNewCount } from '../../src/machines/notifications.machine';
import { apiPath } from '../../mocks/api-path';
import { db } from '../../mocks/db';
import { DEMO_USER } from '../../mocks/fixtures/users';
import { issueToken } from '../../mocks/jwt';
import { server } from '../../mocks/node';
import { notificationsOf } from '../../mocks/notification-feed';
import { defaultTrainingStore } from '../../mocks/training-store';
import { installMemoryStorage } from '../storage';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeAge (§4 relative time)', () => {
  it.each([
    [-1, 'justNow', 0],
    [-D, 'justNow', 0],
    [0, 'seconds', 0],
    [59_999, 'seconds', 59],
    [60 * S, 'minutes', 1],
    [59 * M + 59 * S, 'minutes', 59],
    [60 * M, 'hours', 1],
    [23 * H + 59 * M, 'hours', 23],
    [24 * H, 'days', 1],
    [9 * D + 5 * H, 'days', 9],
  ] as const)('%i ms ago is %s (%i)', (elapsed, unit, count) => {
    expect(relativeAge(ago(elapsed), NOW)).toEqual({ unit, count });
  });

  it('reads an unreadable date as just now', () => {
    expect(relativeAge('not a date', NOW)).toEqual({ unit: 'justNow', count: 0 });
  });
});

function item(id: string, empId: string | null, isRead = false): NotificationItem {
  return { id, name: `Name ${id}`, description: 'Expires soon.', createdOn: ago(M), isRead, empId, image: null, imageClassName: null, subject: null };
}

const page: NotificationPage = { items: [item('a', 'EMP-1', false), item('b', null, false), item('c', 'EMP-1', true)], totalCount: 3, unreadCount: 2 };

function start(fakes: { fetchList?: () => Promise<NotificationPage>; markRead?: () => Promise<void> } = {}, employeeId: string | null = null) {
  const actions = { navigate: vi.fn(), storeEmployeeId: vi.fn(), forgetEmployeeId: vi.fn(), storeNewAtVisit: vi.fn(), logError: vi.fn() };
  const fetchList = vi.fn(fakes.fetchList ?? (async () => page));
  const markRead = vi.fn(fakes.markRead ?? (async () => undefined));
  const machine = notificationsMachine.provide({
    actors: { fetchList: fromPromise(fetchList), markRead: fromPromise(markRead) },
    actions: {
      navigate: (_, path) => actions.navigate(path),
      storeEmployeeId: (_, id) => actions.storeEmployeeId(id),
      forgetEmployeeId: () => actions.forgetEmployeeId(),
      storeNewAtVisit: (_, value) => actions.storeNewAtVisit(value),
      logError: (_, error) => actions.logError(error),
    },
  });
  const actor = createActor(machine, { input: { employeeId } }).start();
  return { actor, actions, fetchList, markRead };
}

describe('notifications machine (§4 Notifications)', () => {
  it('waits for load, then lists the page and the unread count', async () => {
    const { actor, fetchList } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectListStatus(actor.getSnapshot())).toBe('loading');
    expect(fetchList).not.toHaveBeenCalled();
    actor.send({ type: 'notifications.load' });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectListStatus(snapshot)).toBe('ready');
    expect(snapshot.context.items).toHaveLength(3);
    expect(snapshot.context.unreadCount).toBe(2);
  });

  it('sets the unread count to 0 only after the mark-read call succeeds', async () => {
    let succeed!: () => void;
    const { actor, markRead } = start({ markRead: () => new Promise<void>((resolve) => (succeed = resolve)) });
    actor.send({ type: 'notifications.load' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'notifications.open' });
    expect(actor.getSnapshot().value).toBe('marking');
    expect(actor.getSnapshot().context.unreadCount).toBe(2);
    expect(markRead).toHaveBeenCalledOnce();
    succeed();
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.unreadCount).toBe(0);
    expect(snapshot.context.items.every((notification) => notification.isRead)).toBe(true);
  });

  it('keeps the unread count and only logs when mark-read fails', async () => {
    const failure = new Error('mark-read failed');
    const { actor, actions } = start({ markRead: () => Promise.reject(failure) });
    actor.send({ type: 'notifications.load' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'notifications.open' });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded') && s.context.error !== null);
    expect(snapshot.context.unreadCount).toBe(2);
    expect(actions.logError).toHaveBeenCalledWith(failure);
  });

  it("marks all read from the detail page's button (notifications.markRead), the count going to 0 only on success", async () => {
    let settle: () => void = () => {};
    const { actor, markRead } = start({ markRead: () => new Promise<void>((resolve) => (settle = resolve)) });
    actor.send({ type: 'notifications.load' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'notifications.markRead' });
    expect(actor.getSnapshot().value).toBe('marking');
    expect(actor.getSnapshot().context.unreadCount).toBe(2);
    settle();
    const marked = await waitFor(actor, (s) => s.matches('loaded'));
    expect(marked.context.unreadCount).toBe(0);
    expect(markRead).toHaveBeenCalledOnce();
    actor.send({ type: 'notifications.markRead' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(markRead).toHaveBeenCalledOnce();
  });

  it('keeps what was unread when the list was opened, after marking it read (new at this visit)', async () => {
    const { actor, actions } = start();
    actor.send({ type: 'notifications.load' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectNewCount(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'notifications.open' });
    const marked = await waitFor(actor, (s) => s.matches('loaded'));
    expect(marked.context.unreadCount).toBe(0);
    expect(marked.context.newAtVisit).toEqual({ ids: ['a', 'b'], count: 2 });
    expect(selectNewCount(marked)).toBe(2);
    expect(actions.storeNewAtVisit).toHaveBeenCalledExactlyOnceWith({ ids: ['a', 'b'], count: 2 });
    // Opening again with nothing unread keeps what was new at the last visit.
    actor.send({ type: 'notifications.open' });
    expect(actor.getSnapshot().context.newAtVisit.ids).toEqual(['a', 'b']);
  });

  it('starts from what was new at the last visit before a reload', () => {
    const actor = createActor(notificationsMachine, { input: { employeeId: null, newAtVisit: { ids: ['x'], count: 3 } } }).start();
    expect(actor.getSnapshot().context.newAtVisit).toEqual({ ids: ['x'], count: 3 });
  });

  it('a later visit that finds new unread ones replaces what was new', async () => {
    let current: NotificationPage = page;
    const { actor } = start({ fetchList: async () => current });
    actor.send({ type: 'notifications.load' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'notifications.open' });
    await waitFor(actor, (s) => s.matches('loaded') && s.context.unreadCount === 0);
    current = { items: [item('d', null, false), ...page.items.map((one) => ({ ...one, isRead: true }))], totalCount: 4, unreadCount: 1 };
    actor.send({ type: 'notifications.load' });
    await waitFor(actor, (s) => s.matches('loaded') && s.context.unreadCount === 1);
    actor.send({ type: 'notifications.open' });
    const marked = await waitFor(actor, (s) => s.matches('loaded') && s.context.unreadCount === 0);
    expect(marked.context.newAtVisit).toEqual({ ids: ['d'], count: 1 });
  });

  it('a failed mark-read leaves them unread, and nothing is counted new', async () => {
    const { actor } = start({ markRead: () => Promise.reject(new Error('down')) });
    actor.send({ type: 'notifications.load' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'notifications.open' });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded') && s.context.error !== null);
    expect(snapshot.context.newAtVisit).toEqual({ ids: [], count: 0 });
    expect(selectNewCount(snapshot)).toBe(2);
  });

  it('does not call mark-read when nothing is unread', async () => {
    const { actor, markRead } = start({ fetchList: async () => ({ ...page, unreadCount: 0 }) });
    actor.send({ type: 'notifications.load' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'notifications.open' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(markRead).not.toHaveBeenCalled();
  });

  it('marks read once the list is in when the dropdown was opened while it loaded', async () => {
    const { actor, markRead } = start();
    actor.send({ type: 'notifications.load' });
    actor.send({ type: 'notifications.open' });
    await waitFor(actor, (s) => s.matches('loaded') && s.context.unreadCount === 0);
    expect(markRead).toHaveBeenCalledOnce();
  });

  it('logs a failed list and can retry', async () => {
    const failure = new Error('offline');
    let fail = true;
    const { actor, actions } = start({ fetchList: async () => (fail ? Promise.reject(failure) : page) });
    actor.send({ type: 'notifications.load' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(selectListStatus(failed)).toBe('error');
    expect(actions.logError).toHaveBeenCalledWith(failure);
    fail = false;
    actor.send({ type: 'notifications.load' });
    await waitFor(actor, (s) => s.matches('loaded'));
  });

  it('stores the employee id and goes to /employees for a notification about an employee', async () => {
    const { actor, actions } = start();
    actor.send({ type: 'notifications.load' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'notifications.select', notification: { empId: 'EMP-1' } });
    expect(actions.storeEmployeeId).toHaveBeenCalledWith('EMP-1');
    expect(actions.navigate).toHaveBeenCalledWith('/employees');
    expect(actor.getSnapshot().context.employeeId).toBe('EMP-1');
    actor.send({ type: 'notifications.dismissEmployee' });
    expect(actions.forgetEmployeeId).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.employeeId).toBeNull();
  });

  it("goes to the employee's page with Schedule for it for a required training never completed", () => {
    const { actor, actions } = start();
    const subject = {
      kind: 'missing',
      trainingId: 'trn 7',
      trainingCode: 'IN-001',
      trainingTitle: 'Induction',
      employeeId: 'emp-2',
      employeeName: 'Ben Okafor',
      expiryDate: null,
      dueDate: '2026-01-01',
      lapses: false,
    };
    actor.send({ type: 'notifications.select', notification: { empId: 'emp-2', subject } });
    expect(actions.navigate).toHaveBeenCalledWith('/employees/emp-2?fix=trn%207');
    expect(actions.storeEmployeeId).not.toHaveBeenCalled();
    actor.send({ type: 'notifications.select', notification: { empId: 'emp-2', subject: { ...subject, kind: 'expired' } } });
    expect(actions.navigate).toHaveBeenLastCalledWith('/employees');
  });

  it('goes to /trainings for a notification without an employee id', () => {
    const { actor, actions } = start();
    actor.send({ type: 'notifications.select', notification: { empId: null } });
    expect(actions.navigate).toHaveBeenCalledWith('/trainings');
    expect(actions.storeEmployeeId).not.toHaveBeenCalled();
  });

  it('starts with the employee id kept from before a reload', () => {
    const { actor } = start({}, 'EMP-9');
    expect(actor.getSnapshot().context.employeeId).toBe('EMP-9');
  });

  it('forgets everything on clear (sign out)', async () => {
    const { actor } = start({}, 'EMP-9');
    actor.send({ type: 'notifications.load' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'notifications.open' });
    await waitFor(actor, (s) => s.matches('loaded') && s.context.unreadCount === 0);
    actor.send({ type: 'notifications.clear' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ items: [], unreadCount: 0, employeeId: null, newAtVisit: { ids: [], count: 0 } });
  });
});

describe('notifications machine against the fake backend (api ↔ machine wiring)', () => {
  installMemoryStorage();

  async function signedIn() {
    signInWithToken(await issueToken(DEMO_USER));
  }

  it('lists page 1 of 10 of the notifications the training records raise, with their unread count, then marks all read', async () => {
    await signedIn();
    const requests: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/notifications/list'))
        void request
          .clone()
          .json()
          .then((body) => requests.push(body));
    });
    const feed = notificationsOf(defaultTrainingStore.index(), { isRead: (id) => db.readNotificationIds.includes(id), markRead: () => {} });
    const unread = feed.filter((notification) => !notification.isRead).length;
    expect(feed.length).toBeGreaterThan(10);
    expect(unread).toBeGreaterThan(0);
    const logError = vi.fn();
    const actor = createActor(notificationsMachine.provide({ actions: { logError: (_, error) => logError(error) } }), { input: { employeeId: null } }).start();
    actor.send({ type: 'notifications.load' });
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context.items).toEqual(feed.slice(0, 10));
    expect(loaded.context.totalCount).toBe(feed.length);
    expect(loaded.context.unreadCount).toBe(unread);
    expect(requests[0]).toEqual({ searchTerm: '', pageNumber: 1, pageSize: 10, filterKey: '', filterValue: '', whereClause: '' });
    expect(loaded.context.items.every((notification) => notification.empId)).toBe(true);

    actor.send({ type: 'notifications.open' });
    const marked = await waitFor(actor, (s) => s.matches('loaded') && s.context.unreadCount === 0);
    expect(marked.context.items.every((notification) => notification.isRead)).toBe(true);
    actor.send({ type: 'notifications.load' });
    expect((await waitFor(actor, (s) => s.matches('loaded'))).context.unreadCount).toBe(0);
    expect(logError).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('logs a server failure without telling the user', async () => {
    await signedIn();
    server.use(http.post(apiPath('/notifications/list'), () => HttpResponse.json({ message: 'Database down' }, { status: 500 })));
    const logError = vi.fn();
    const notify = vi.fn();
    const { setHttpFaultHandlers } = await import('../../src/api/rest-session');
    const restore = setHttpFaultHandlers({ notify });
    const actor = createActor(notificationsMachine.provide({ actions: { logError: (_, error) => logError(error) } }), { input: { employeeId: null } }).start();
    actor.send({ type: 'notifications.load' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    restore();
    expect(failed.context.error).toBe('Database down');
    expect(logError).toHaveBeenCalledOnce();
    expect(notify).not.toHaveBeenCalled();
  });
});
