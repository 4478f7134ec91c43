import { SESSION_ENDED_KEY, sessionStorageOrNone } from './tab-store';

/** Whether the last session of this tab ended by itself (the sign-in page says so until the next sign-in). */
export function sessionEnded(): boolean {
  return sessionStorageOrNone()?.getItem(SESSION_ENDED_KEY) === '1';
}

/** Forgets that the last session ended by itself: the user signed in again. */
export function forgetSessionEnded(): void {
  sessionStorageOrNone()?.removeItem(SESSION_ENDED_KEY);
}
