import { seedUsers, type MockUser } from './fixtures/users';

/**
 * The fake backend's in-memory data, seeded deterministically.
 * `resetDb()` restores the seed (tests call it between cases).
 */
export interface MockDb {
  users: MockUser[];
}

function seed(): MockDb {
  return { users: seedUsers.map((user) => ({ ...user })) };
}

export const db: MockDb = seed();

export function resetDb(): void {
  Object.assign(db, seed());
}
