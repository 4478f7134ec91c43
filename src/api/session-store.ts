/**
 * The session's browser storage (§4 Session, §9): the token under `auth-token`
 * and the current user under `currentUser`, both in sessionStorage.
 * Corrupt entries read as absent; storage failures (private mode, quota) never throw.
 */
export const TOKEN_KEY = 'auth-token';
export const CURRENT_USER_KEY = 'currentUser';
/** §4: the employee id of the last notification clicked, for the employees page's modal. */
export const NOTIFICATION_EMPLOYEE_KEY = 'notificationEmpId';

/** The stored user, as saved after the current-user call (§3). */
export interface StoredUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  userType: string;
  nodeType: string;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** @returns the stored token, or null when none is stored. */
export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function writeToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}

/** @returns the stored user, or null when missing or not valid JSON of an object. */
export function readStoredUser(): StoredUser | null {
  const raw = storage()?.getItem(CURRENT_USER_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as StoredUser) : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: StoredUser): void {
  storage()?.setItem(CURRENT_USER_KEY, JSON.stringify(user));
}

/** Sign out (§4): clears the whole session storage. */
export function clearSessionStorage(): void {
  storage()?.clear();
}

/** @returns the employee id kept from a notification click, or null. */
export function readNotificationEmployeeId(): string | null {
  return storage()?.getItem(NOTIFICATION_EMPLOYEE_KEY) || null;
}

export function writeNotificationEmployeeId(employeeId: string): void {
  storage()?.setItem(NOTIFICATION_EMPLOYEE_KEY, employeeId);
}

export function removeNotificationEmployeeId(): void {
  storage()?.removeItem(NOTIFICATION_EMPLOYEE_KEY);
}
