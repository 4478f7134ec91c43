/** Where the browser keeps the demo database (mocks/db.ts); v2: training data from one generator; v3: users with roles (§10). */
export const DB_STORAGE_KEY = 'mock-backend-db:v3';

/** Forgets the stored demo database: the next page load seeds it afresh. Never throws (storage may be blocked). */
export function forgetStoredDb(): void {
  try {
    globalThis.localStorage?.removeItem(DB_STORAGE_KEY);
  } catch {
    // Blocked storage held nothing either.
  }
}
