import type { CalendarEvent } from '../src/api/calendar';
import { localToday, type TrainingData } from '../src/domain/training';
import { createTrainingIndex } from '../src/domain/training-index';
import { seedCalendar } from './fixtures/calendar';
import { generateTrainingData } from './fixtures/training';
import { seedReadIds } from './notification-feed';
import { seedUsers, type MockUser } from './fixtures/users';

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
export interface MockDb extends TrainingData {
  users: MockUser[];
  calendar: CalendarEvent[];
  /** Ids of the notifications marked read (the older ones of the seed day start read). */
  readNotificationIds: string[];
}

// v2: employees, reference sets and training records come from one generator (issue 6).
const STORAGE_KEY = 'mock-backend-db:v2';

function seed(): MockDb {
  const today = localToday();
  const training = generateTrainingData({ today });
  return {
    users: seedUsers.map((user) => ({ ...user })),
    calendar: seedCalendar(),
    readNotificationIds: seedReadIds(createTrainingIndex(training, today)),
    ...training,
  };
}

function browserStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/** A stored db, with the seed filling in collections it lacks (one saved before they existed). */
function load(): MockDb | null {
  try {
    const raw = browserStorage()?.getItem(STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<MockDb>) : null;
    if (!value || !Array.isArray(value.users)) return null;
    const fresh = seed();
    const stored = Object.fromEntries(Object.entries(value).filter(([key, rows]) => key in fresh && Array.isArray(rows)));
    return { ...fresh, ...stored };
  } catch {
    return null;
  }
}

export const db: MockDb = load() ?? seed();

/** Keeps a change for the next page load (browser only). */
export function saveDb(): void {
  try {
    browserStorage()?.setItem(STORAGE_KEY, JSON.stringify(db));
  } catch {
    // Storage full or blocked: the change lives until the page reloads.
  }
}

export function resetDb(): void {
  Object.assign(db, seed());
  try {
    browserStorage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
}
