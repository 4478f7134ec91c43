import { CURRENT_USER_KEY, sessionStorageOrNone } from './session-store';

/**
 * The stored user, as saved in sessionStorage under `currentUser` after the current-user call (§3).
 * Kept apart from session-store.ts, which every page's entry holds, so pages that never read it do
 * not carry it.
 */
export interface StoredUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  userType: string;
  nodeType: string;
}

// A field-by-field check rather than a yup schema: the pages that read the user (the shell, the
// templates) do not load yup for it.
const USER_FIELDS = ['userId', 'email', 'firstName', 'lastName', 'username', 'userType', 'nodeType'] as const;

/**
 * The stored user as a typed value: every field a string (a missing one is `''`). Anything else
 * (not JSON, not an object, a field holding an object or a number) is corrupt: the entry is
 * removed and the session goes on without a stored user, as if none had been saved.
 * @returns the stored user, or null when there is none or it was corrupt.
 */
export function readStoredUser(): StoredUser | null {
  const raw = sessionStorageOrNone()?.getItem(CURRENT_USER_KEY);
  if (!raw) return null;
  const user = parseStoredUser(raw);
  if (!user) sessionStorageOrNone()?.removeItem(CURRENT_USER_KEY);
  return user;
}

/** @returns the user of a stored JSON text, or null when it is not one (see {@link readStoredUser}). */
export function parseStoredUser(raw: string): StoredUser | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const user = {} as StoredUser;
  for (const field of USER_FIELDS) {
    const item = Object.hasOwn(record, field) ? record[field] : undefined;
    if (item !== undefined && typeof item !== 'string') return null;
    user[field] = item ?? '';
  }
  return user;
}

export function writeStoredUser(user: StoredUser): void {
  sessionStorageOrNone()?.setItem(CURRENT_USER_KEY, JSON.stringify(user));
}
