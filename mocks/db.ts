import type { CalendarEvent } from '../src/api/calendar';
import { localToday, realToday, type TrainingData } from '../src/domain/training';
import { createTrainingIndex } from './training-index';
import { DB_STORAGE_KEY, forgetStoredDb } from '../src/demo/db-storage-key';
import { seedCalendar } from './fixtures/calendar';
import { generateTrainingData } from './fixtures/training';
import { seedCompliance, type ComplianceData } from './fixtures/requirements';
import { seedReadIds } from './notification-feed';
import { requiredGaps } from './compliance-matrix';
import { seedUsers, type MockUser } from './fixtures/users';
import { isChangeEntry, type ChangeEntry } from './change-log';

/**
 * The fake backend's data, seeded deterministically. In the browser it is
 * kept in localStorage, so a demo stays coherent across reloads and sign-outs
 * (a registered account, a changed password, a calendar edit or a recorded
 * training still holds); elsewhere it lives in memory. `resetDb()` restores the
 * seed (tests call it between cases). The 18 read-only lists live in
 * `fixtures/app-lists.ts`; the `large` scenario's data never comes here (see
 * `training-store.ts`).
 *
 * The training data (reference sets, employees, trainings, records) is seeded
 * relative to the day it is first made, so a fresh demo always shows every status.
 * Notifications are not stored: they are derived from the records on every read
 * (`notification-feed.ts`); only which of them were read is kept.
 */
export interface MockDb extends TrainingData, ComplianceData {
  users: MockUser[];
  calendar: CalendarEvent[];
  /** Ids of the notifications marked read (the older ones of the seed day start read). */
  readNotificationIds: string[];
  /** The change log of the training data (mocks/change-log.ts), oldest first. */
  changes: ChangeEntry[];
  /** Every user's saved views of the lists. */
  savedViews: StoredView[];
}

/** A saved view as the backend keeps it: whose it is, of which list, its name, the list's address query, and whether it is shared. */
export interface StoredView {
  id: string;
  ownerId: number;
  list: string;
  name: string;
  search: string;
  shared: boolean;
}

function seed(): MockDb {
  // The real day, not the demo clock's: a seed made on a pinned day would move with it and show the same statuses.
  const today = realToday();
  const training = generateTrainingData({ today });
  const compliance = seedCompliance(training, today);
  return {
    users: seedUsers.map((user) => ({ ...user })),
    calendar: seedCalendar(),
    changes: [],
    savedViews: [],
    readNotificationIds: seedReadIds(createTrainingIndex(training, today), () => requiredGaps(training, compliance, today)),
    ...training,
    ...compliance,
  };
}

function browserStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
/** A stored row: an object with an id (users have `user_id`); the read marks are ids themselves. */
const isRow = (key: string, row: unknown) =>
  key === 'readNotificationIds'
    ? typeof row === 'string'
    : key === 'changes'
      ? isChangeEntry(row)
      : key === 'savedViews'
        ? isStoredView(row)
        : isObject(row) && ['string', 'number'].includes(typeof row[key === 'users' ? 'user_id' : 'id']);

const isStoredView = (row: unknown) =>
  isObject(row) &&
  typeof row.id === 'string' &&
  typeof row.ownerId === 'number' &&
  typeof row.list === 'string' &&
  typeof row.name === 'string' &&
  typeof row.search === 'string' &&
  typeof row.shared === 'boolean';

/**
 * A stored db, with the seed filling in collections it lacks (one saved before they existed).
 * @returns null when nothing is stored or what is stored is corrupt (not JSON, a row that is not
 * one, data the training index cannot be built from): the caller reseeds and rewrites it, so a
 * damaged demo heals on the next load instead of answering 500 for good.
 */
function load(): MockDb | null {
  let value: unknown;
  try {
    const raw = browserStorage()?.getItem(DB_STORAGE_KEY);
    if (!raw) return null;
    value = JSON.parse(raw);
  } catch {
    return corrupt();
  }
  if (!isObject(value) || !Array.isArray(value.users) || value.users.length === 0) return corrupt();
  const fresh = seed();
  const stored: Record<string, unknown[]> = {};
  for (const [key, rows] of Object.entries(value)) {
    if (!(key in fresh) || !Array.isArray(rows)) continue;
    if (!rows.every((row) => isRow(key, row))) return corrupt();
    stored[key] = rows;
  }
  const loaded = { ...fresh, ...stored } as MockDb;
  // Rows stored before records carried a version (or the calendar its creator) start at version 1, the admin's.
  for (const rows of [loaded.employees, loaded.trainings, loaded.records, loaded.calendar] as { version?: unknown; createdBy?: unknown }[][]) {
    for (const row of rows) if (!Number.isInteger(row.version)) row.version = 1;
  }
  for (const event of loaded.calendar) event.createdBy ??= 1;
  try {
    createTrainingIndex(loaded, localToday());
  } catch {
    return corrupt();
  }
  return loaded;
}

function corrupt(): null {
  console.warn('The stored demo data was corrupt; it is reseeded.');
  needsRewrite = true;
  return null;
}

let needsRewrite = false;
export const db: MockDb = load() ?? seed();
if (needsRewrite) saveDb();

/**
 * Each tab of the demo runs its own fake backend over one stored db. When another tab writes it, this
 * tab takes that copy (its log included), so its next write builds on the other's instead of saving
 * over it; a reset there (the db forgotten) reseeds here. A copy that does not read is left alone:
 * the tab that wrote it heals it on its next load. The store sees the swapped collections and takes
 * its snapshot and index again.
 */
function followOtherTabs(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== browserStorage() || (event.key !== DB_STORAGE_KEY && event.key !== null)) return;
    const stored = event.newValue === null ? seed() : load();
    if (stored) Object.assign(db, stored);
  });
}
followOtherTabs();

/** Keeps a change for the next page load (browser only). */
export function saveDb(): void {
  try {
    browserStorage()?.setItem(DB_STORAGE_KEY, JSON.stringify(db));
  } catch {
    // Storage full or blocked: the change lives until the page reloads.
  }
}

export function resetDb(): void {
  Object.assign(db, seed());
  forgetStoredDb();
}
