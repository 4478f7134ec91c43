import { setRestSession, type RestSession } from '../src/api/rest-session';

let restore: (() => void) | null = null;

/**
 * Stands in for the shell's session actor in tests of the api and the machines that call it: the REST
 * calls carry `token` (null: none), and a 401 ends the session (`unauthorized`, replaceable). Undone
 * after each test (tests/setup.ts).
 */
export function signInWithToken(token: string | null | (() => string | null), unauthorized: RestSession['unauthorized'] = async () => 'signedOut'): void {
  restore?.();
  restore = setRestSession({ token: typeof token === 'function' ? token : () => token, unauthorized });
}

/** Back to no session, as outside the shell. */
export function endTestSession(): void {
  restore?.();
  restore = null;
}
