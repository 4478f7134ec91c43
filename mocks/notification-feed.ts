import type { NotificationSubject } from '../src/api/notification-subject';
import { addDays, EXPIRING_WINDOW_DAYS, type Employee, type IsoDate, type Training } from '../src/domain/training';
import type { RecordRow } from '../src/domain/training-rows';
import type { TrainingIndex } from './training-index';
import { NO_REQUIRED_GAPS, type MissingRequirement, type RequiredGaps } from './compliance-matrix';

/** A notification as the fake backend serves it (§3); `createdOn` is an ISO 8601 instant. */
export interface MockNotification {
  id: string;
  name: string;
  description: string;
  createdOn: string;
  isRead: boolean;
  empId: string | null;
  image: string | null;
  /** `avatar` (a round photo) or `icon` (a tile); the app falls back to `avatar`. */
  imageClassName: string | null;
  /** The structured fields the texts are made of, so a client can word them in its language. */
  subject: NotificationSubject;
}

const EXPIRY_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '3 Dec 2026': the server writes its texts in English, like the rest of the contract's messages. */
function spelledDate(date: IsoDate): string {
  return EXPIRY_DATE.format(new Date(`${date}T00:00:00Z`));
}

/** The local midnight starting `date`, as an instant: the status changes when the day turns (`localToday`). */
function startOfDay(date: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day).toISOString();
}

/**
 * The notification a record's status raises, or null when it raises none.
 * Only the current record of an active employee counts (a renewed completion or
 * a leaver needs no action). It is dated the day the status began: the first
 * day of the {@link EXPIRING_WINDOW_DAYS}-day window for `expiring`, the day
 * after the expiry date for `expired`. The id names the record and the status,
 * so a record that moves from expiring to expired raises a new, unread one.
 */
function notificationOf({ record, employee, training, status, current }: RecordRow, lapsing: RequiredGaps['lapsing']): Omit<MockNotification, 'isRead'> | null {
  if (!current || !employee.active || record.expiryDate === null || (status !== 'expiring' && status !== 'expired')) return null;
  const expired = status === 'expired';
  const lapses = !expired && lapsing.has(`${employee.id}:${training.id}`);
  return {
    id: `ntf-${record.id}-${status}`,
    name: `${employee.firstName} ${employee.lastName}`,
    description: lapses
      ? `${training.title} (${training.code}) is required and expires on ${spelledDate(record.expiryDate)} with no session scheduled.`
      : `${training.title} (${training.code}) ${expired ? 'expired' : 'expires'} on ${spelledDate(record.expiryDate)}.`,
    createdOn: startOfDay(expired ? addDays(record.expiryDate, 1) : addDays(record.expiryDate, -EXPIRING_WINDOW_DAYS)),
    empId: employee.id,
    image: `/assets/images/notifications/${expired ? 'alert' : 'calendar'}.svg`,
    imageClassName: 'icon',
    subject: {
      kind: status,
      trainingId: training.id,
      trainingCode: training.code,
      trainingTitle: training.title,
      employeeId: employee.id,
      employeeName: `${employee.firstName} ${employee.lastName}`,
      expiryDate: record.expiryDate,
      dueDate: null,
      lapses,
    },
  };
}

/**
 * The notification of a required training the employee has never completed (§19), dated the day it
 * became owed. The id names the employee and the training, so it stays one notification (and keeps
 * its read mark) until the gap is filled or no longer owed.
 */
function missingNotificationOf(
  gap: MissingRequirement,
  employees: Map<string, Employee>,
  trainings: Map<string, Training>,
): Omit<MockNotification, 'isRead'> | null {
  const employee = employees.get(gap.employeeId);
  const training = trainings.get(gap.trainingId);
  if (!employee?.active || !training) return null;
  const name = `${employee.firstName} ${employee.lastName}`;
  return {
    id: `ntf-missing-${employee.id}-${training.id}`,
    name,
    description: `${training.title} (${training.code}) is required and has been missing since ${spelledDate(gap.since)}.`,
    createdOn: startOfDay(gap.since),
    empId: employee.id,
    image: '/assets/images/notifications/alert.svg',
    imageClassName: 'icon',
    subject: {
      kind: 'missing',
      trainingId: training.id,
      trainingCode: training.code,
      trainingTitle: training.title,
      employeeId: employee.id,
      employeeName: name,
      expiryDate: null,
      dueDate: gap.since,
      lapses: false,
    },
  };
}

const derived = new WeakMap<TrainingIndex, Omit<MockNotification, 'isRead'>[]>();

/**
 * The notifications the training data raises on the index's day:
 * one per current record of an active employee that is expiring or expired,
 * naming the employee (`name`, `empId`), the training and its expiry date (an expiring one their
 * job requires, with nothing scheduled, says it lapses), and one per required training an active
 * employee has never completed (`required`, over the same data as the index),
 * newest first (ties by id), every one of them: the topbar asks for the first 10 and
 * /notification-detail pages through them all, on the server. Derived again
 * for every new index, so a write (a recorded completion, a requirement) shows at once; read
 * state is not part of them (see {@link ReadMarks}). `required` is asked only then.
 */
export function deriveNotifications(index: TrainingIndex, required: () => RequiredGaps = () => NO_REQUIRED_GAPS): Omit<MockNotification, 'isRead'>[] {
  let notifications = derived.get(index);
  if (!notifications) {
    const gaps = required();
    const employees = new Map(index.employees.map(({ employee }) => [employee.id, employee]));
    const trainings = new Map(index.trainings.map(({ training }) => [training.id, training]));
    notifications = [
      ...index.records.map((row) => notificationOf(row, gaps.lapsing)),
      ...gaps.missing.map((gap) => missingNotificationOf(gap, employees, trainings)),
    ]
      .filter((notification) => notification !== null)
      .sort((a, b) => (a.createdOn === b.createdOn ? (a.id < b.id ? -1 : 1) : a.createdOn < b.createdOn ? 1 : -1));
    derived.set(index, notifications);
  }
  return notifications;
}

/** Which notifications the user has read, by id; kept apart from the notifications, so it survives their regeneration. */
export interface ReadMarks {
  isRead(id: string): boolean;
  markRead(ids: readonly string[]): void;
}

/**
 * Read marks over an id list (the db's, persisted by `save` after a change). Looked up through a set
 * made again whenever the list is another one or has grown: the `large` scenario reads some 14,000
 * notifications against as many marks on every call.
 */
export function readMarksOver(ids: () => string[], save: () => void = () => {}): ReadMarks {
  let lookup: { list: string[]; length: number; set: Set<string> } | null = null;
  const marked = () => {
    const list = ids();
    if (lookup?.list !== list || lookup.length !== list.length) lookup = { list, length: list.length, set: new Set(list) };
    return lookup.set;
  };
  return {
    isRead: (id) => marked().has(id),
    markRead(newlyRead) {
      const known = marked();
      const fresh = [...new Set(newlyRead)].filter((id) => !known.has(id));
      if (!fresh.length) return;
      ids().push(...fresh);
      save();
    },
  };
}

/**
 * One user's read marks over the shared ones: the seeded marks (the older notifications, read for
 * everyone) and the user's own, kept as `{userId}:{notificationId}`, so one user's 'mark all read'
 * leaves another's unread (§10, each role sees its own node's notifications).
 */
export function userReadMarks(marks: ReadMarks, userId: string | number): ReadMarks {
  const own = (id: string) => `${userId}:${id}`;
  return {
    isRead: (id) => marks.isRead(id) || marks.isRead(own(id)),
    markRead: (ids) => marks.markRead(ids.map(own)),
  };
}

/** Read marks kept in memory only (the scenarios' stores). */
export function memoryReadMarks(): ReadMarks {
  const ids: string[] = [];
  return readMarksOver(() => ids);
}

/** The notifications of the index's day with their read state (`required`: as {@link deriveNotifications}). */
export function notificationsOf(index: TrainingIndex, marks: ReadMarks, required?: () => RequiredGaps): MockNotification[] {
  return deriveNotifications(index, required).map((notification) => ({ ...notification, isRead: marks.isRead(notification.id) }));
}

/** How long a demo's notifications stay unread when the data is first seeded (days); older ones start read. */
const SEED_UNREAD_DAYS = 7;

/** The ids to seed as read: notifications raised more than {@link SEED_UNREAD_DAYS} days before the index's day, so a fresh demo has a few unread. */
export function seedReadIds(index: TrainingIndex, required?: () => RequiredGaps): string[] {
  const since = startOfDay(addDays(index.today, -SEED_UNREAD_DAYS));
  return deriveNotifications(index, required)
    .filter((notification) => notification.createdOn < since)
    .map((notification) => notification.id);
}
