import { isIdToken } from '../domain/id-token.js';

/**
 * The tab's sessionStorage and what the app keeps there besides the session (which is the session's own,
 * `token-store.ts`): the notification clicked (§4), the key prefix of form drafts, the note that a
 * session ended by itself. Storage failures (private mode, quota) never throw.
 */

/** §4: the employee id of the last notification clicked, for the employees page's modal. */
export const NOTIFICATION_EMPLOYEE_KEY = 'notificationEmpId';

/** The tab's sessionStorage, or undefined where it is blocked (reading it can throw). */
export function sessionStorageOrNone(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

const storage = sessionStorageOrNone;

/** The key prefix of form drafts (src/storage/draft-store.ts), which outlive a session that ended by itself (`clearSessionStorage`). */
export const DRAFT_PREFIX = 'draft:';
/** Set when a session ended by itself (expiry, a 401), so the sign-in page can say why the user is there (src/storage/session-ended.ts). */
export const SESSION_ENDED_KEY = 'session-ended';

/** @returns the employee id kept from a notification click, or null; a value that is no id is removed (corrupt storage, §15). */
export function readNotificationEmployeeId(): string | null {
  const stored = storage()?.getItem(NOTIFICATION_EMPLOYEE_KEY) ?? null;
  if (stored === null || isIdToken(stored)) return stored;
  removeNotificationEmployeeId();
  return null;
}

export function writeNotificationEmployeeId(employeeId: string): void {
  storage()?.setItem(NOTIFICATION_EMPLOYEE_KEY, employeeId);
}

export function removeNotificationEmployeeId(): void {
  storage()?.removeItem(NOTIFICATION_EMPLOYEE_KEY);
}
