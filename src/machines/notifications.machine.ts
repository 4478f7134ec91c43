import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { fetchNotifications, markNotificationsRead, type NotificationItem, type NotificationPage } from '../api/notifications';
import { logFailure } from './log-failure';

/** §4 relative time of a notification: a unit and how many of it (0 for `justNow`). */
export interface RelativeAge {
  unit: 'justNow' | 'seconds' | 'minutes' | 'hours' | 'days';
  count: number;
}

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * §4: in the future 'just now'; under 60 s seconds ago; under 60 min minutes
 * ago; under 24 h hours ago; otherwise days ago. Counts are whole units (floored).
 * An unreadable date reads as 'just now'.
 */
export function relativeAge(createdOn: string, nowMs: number): RelativeAge {
  const elapsed = nowMs - Date.parse(createdOn);
  if (!(elapsed >= 0)) return { unit: 'justNow', count: 0 };
  if (elapsed < MINUTE_MS) return { unit: 'seconds', count: Math.floor(elapsed / SECOND_MS) };
  if (elapsed < HOUR_MS) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  return { unit: 'days', count: Math.floor(elapsed / DAY_MS) };
}

const NOTHING_NEW = { ids: [], count: 0 };

export interface NotificationsContext {
  items: NotificationItem[];
  totalCount: number;
  unreadCount: number;
  /** The last failure's message; only logged, never shown (§8). */
  error: string | null;
  /** The dropdown was opened while the list loaded: mark read once it is in. */
  openedWhileLoading: boolean;
  /** The employee whose expiring trainings are being shown (§4), or null. */
  employeeId: string | null;
  /**
   * What was unread when the user last opened the list and it was marked read: the ids among the
   * loaded page, and the server's count (it may cover more than the page). The lists keep marking
   * them new until the next visit that finds unread ones.
   */
  newAtVisit: { ids: string[]; count: number };
}

export type NotificationsEvent =
  | { type: 'notifications.load' }
  | { type: 'notifications.open' }
  /** Mark all read from /notification-detail (the dropdown sends `notifications.open` instead). */
  | { type: 'notifications.markRead' }
  | { type: 'notifications.select'; notification: Pick<NotificationItem, 'empId'> & { subject?: NotificationItem['subject'] } }
  | { type: 'notifications.dismissEmployee' }
  | { type: 'notifications.clear' };

export interface NotificationsInput {
  /** The employee id kept in sessionStorage from an earlier click, or null. */
  employeeId: string | null;
  /** What was new at the last visit, kept in sessionStorage (a reload keeps it). */
  newAtVisit?: { ids: string[]; count: number };
}

/**
 * §4 Notifications (a child of the shell). `notifications.load` fetches page 1
 * of 10 (§9); opening the dropdown with unread ones sends the mark-read call and
 * sets the unread count to 0 only when it succeeds (so does `notifications.markRead`,
 * the detail page's 'Mark all read'), keeping what was unread then as `newAtVisit`. Failures are logged
 * (`logError`), not shown (§8). Selecting a notification with an employee id
 * stores it (`storeEmployeeId`) and goes to /employees (the modal of that
 * employee's expiring trainings opens there); one of a required training never completed goes to
 * the employee's page with Schedule for it open (§19); without one it goes to /trainings.
 * Provided actions: `navigate`, `storeEmployeeId`, `forgetEmployeeId`, `storeNewAtVisit`, `logError`.
 */
export const notificationsMachine = setup({
  types: {} as { context: NotificationsContext; events: NotificationsEvent; input: NotificationsInput },
  actors: {
    fetchList: fromPromise<NotificationPage>(() => fetchNotifications()),
    markRead: fromPromise<void>(() => markNotificationsRead()),
  },
  actions: {
    navigate: (_, _path: string) => {},
    storeEmployeeId: (_, _employeeId: string) => {},
    forgetEmployeeId: () => {},
    storeNewAtVisit: (_, _newAtVisit: { ids: string[]; count: number }) => {},
    logError: (_, _error: unknown) => {},
  },
  guards: {
    hasUnread: ({ context }) => context.unreadCount > 0,
    shouldMarkAfterLoad: ({ context }) => context.openedWhileLoading && context.unreadCount > 0,
    isAboutMissingTraining: ({ event }) => {
      assertEvent(event, 'notifications.select');
      return !!event.notification.empId && event.notification.subject?.kind === 'missing';
    },
    isAboutEmployee: ({ event }) => {
      assertEvent(event, 'notifications.select');
      return !!event.notification.empId;
    },
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    items: [],
    totalCount: 0,
    unreadCount: 0,
    error: null,
    openedWhileLoading: false,
    employeeId: input.employeeId,
    newAtVisit: input.newAtVisit ?? NOTHING_NEW,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'notifications.load': { target: 'loading', description: '§4: page 1 of the notifications is fetched' } },
    },
    loading: {
      entry: assign({ error: null }),
      on: {
        'notifications.open': { actions: assign({ openedWhileLoading: true }), description: 'opened while the list loads: mark read once it is in' },
      },
      invoke: {
        src: 'fetchList',
        onDone: {
          target: 'loaded',
          actions: assign(({ event }) => ({
            items: event.output.items,
            totalCount: event.output.totalCount,
            unreadCount: event.output.unreadCount,
          })),
          description: '§4: the list and its unread count are in',
        },
        onError: {
          target: 'failed',
          actions: [assign({ error: ({ event }) => messageOf(event.error), openedWhileLoading: false }), logFailure],
          description: '§8: a failed load is logged, not shown',
        },
      },
    },
    loaded: {
      always: [
        { guard: 'shouldMarkAfterLoad', target: 'marking', description: '§4: opened while loading, with unread ones: mark them read' },
        {
          guard: ({ context }) => context.openedWhileLoading,
          actions: assign({ openedWhileLoading: false }),
          description: 'opened while loading, nothing unread: nothing to mark',
        },
      ],
      on: {
        'notifications.open': { guard: 'hasUnread', target: 'marking', description: '§4: opening the dropdown with unread ones marks them read' },
        'notifications.markRead': { guard: 'hasUnread', target: 'marking', description: "§4: the detail page's 'Mark all read'" },
        'notifications.load': { target: 'loading', description: '§4: the list is fetched again' },
      },
    },
    marking: {
      entry: assign({ openedWhileLoading: false }),
      invoke: {
        src: 'markRead',
        onDone: {
          target: 'loaded',
          actions: [
            assign(({ context }) => ({
              unreadCount: 0,
              items: context.items.map((item) => ({ ...item, isRead: true })),
              newAtVisit: { ids: context.items.filter((item) => !item.isRead).map((item) => item.id), count: context.unreadCount },
            })),
            { type: 'storeNewAtVisit', params: ({ context }) => context.newAtVisit },
          ],
          description: '§4: marked read: the unread count is 0, what was unread stays new for this visit',
        },
        onError: {
          target: 'loaded',
          actions: [assign({ error: ({ event }) => messageOf(event.error) }), logFailure],
          description: '§8: a failed mark-read is logged, not shown; the unread count stays',
        },
      },
    },
    failed: {
      on: { 'notifications.load': { target: 'loading', description: '§4: the list is fetched again after a failure' } },
    },
  },
  on: {
    'notifications.select': [
      {
        guard: 'isAboutMissingTraining',
        actions: {
          type: 'navigate',
          params: ({ event }) =>
            `/employees/${encodeURIComponent(event.notification.empId!)}?fix=${encodeURIComponent(event.notification.subject!.trainingId)}`,
        },
        description: "§19: a required training never completed has no expiring record to show: on to the employee's page, Schedule for it open",
      },
      {
        guard: 'isAboutEmployee',
        actions: [
          assign({ employeeId: ({ event }) => event.notification.empId! }),
          { type: 'storeEmployeeId', params: ({ event }) => event.notification.empId! },
          { type: 'navigate', params: '/employees' },
        ],
        description: "§4: a notification about an employee: its id is kept, on to /employees and that employee's expiring trainings",
      },
      { actions: { type: 'navigate', params: '/trainings' }, description: '§4: a notification without an employee goes to /trainings' },
    ],
    'notifications.dismissEmployee': {
      actions: [assign({ employeeId: null }), 'forgetEmployeeId'],
      description: "the employee's expiring trainings were closed: the id is forgotten",
    },
    'notifications.clear': {
      target: '.idle',
      actions: assign({ items: [], totalCount: 0, unreadCount: 0, error: null, openedWhileLoading: false, employeeId: null, newAtVisit: NOTHING_NEW }),
      description: 'sign out: the notifications and the employee are forgotten',
    },
  },
});

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type NotificationsSnapshot = {
  context: NotificationsContext;
  matches: (value: 'idle' | 'loading' | 'loaded' | 'marking' | 'failed') => boolean;
};

/** The dropdown's state: `loading` until the first list is in, `error` after a failed load. */
export const selectListStatus = (snapshot: NotificationsSnapshot): 'loading' | 'ready' | 'error' => {
  if (snapshot.matches('failed')) return 'error';
  if (snapshot.matches('idle') || snapshot.matches('loading')) return 'loading';
  return 'ready';
};

/** The dropdown's 'N New' chip: the unread count, or once the visit marked them read, what was unread then. */
export const selectNewCount = (snapshot: NotificationsSnapshot): number =>
  snapshot.context.unreadCount > 0 ? snapshot.context.unreadCount : snapshot.context.newAtVisit.count;
