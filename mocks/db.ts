import { seedNotifications, type MockNotification } from './fixtures/notifications';
import { seedUsers, type MockUser } from './fixtures/users';

/**
 * The fake backend's data, seeded deterministically. In the browser it is
 * kept in localStorage, so a demo stays coherent across reloads and sign-outs
 * (a registered account or a changed password still works); elsewhere it
 * lives in memory. `resetDb()` restores the seed (tests call it between cases).
 */
export interface MockDb {
  users: MockUser[];
  notifications: MockNotification[];
}

const STORAGE_KEY = 'mock-backend-db:v1';

function seed(): MockDb {
  return { users: seedUsers.map((user) => ({ ...user })), notifications: seedNotifications() };
}

function browserStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/** The stored data; a collection missing from it (stored by an older build) takes its seed. */
function load(): MockDb | null {
  try {
    const raw = browserStorage()?.getItem(STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<MockDb>) : null;
    if (!value || !Array.isArray(value.users)) return null;
    const fresh = seed();
    const collections = Object.keys(fresh) as (keyof MockDb)[];
    return Object.fromEntries(collections.map((name) => [name, Array.isArray(value[name]) ? value[name] : fresh[name]])) as unknown as MockDb;
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
