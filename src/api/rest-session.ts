/**
 * What `rest()` needs from the app and cannot own (§7, §8): the session's token and what a 401
 * does, and how a fault is told. Installed by the roots, read by `rest()`. A module of its own, so a
 * root installs them without loading the HTTP client, which only the data gateway runs.
 */

/** What the app does for a fault that is not passed on to the caller (§8). */
export interface HttpFaultHandlers {
  /**
   * Shows a message to the user (a toast in the app), with a second line saying why when the call
   * got no answer (`networkFaultMessages`, src/domain/network-fault.ts).
   */
  notify(message: string, detail?: string): void;
}

let handlers: HttpFaultHandlers = { notify: () => {} };

/** Installs the app's fault handlers; returns a function that restores the previous ones. */
export function setHttpFaultHandlers(next: HttpFaultHandlers): () => void {
  const previous = handlers;
  handlers = next;
  return () => {
    handlers = previous;
  };
}

/** The fault handlers in effect (no-ops until the app installs its own). */
export function httpFaultHandlers(): HttpFaultHandlers {
  return handlers;
}

/** How the session answered a 401: renewed (the call is made again) or ended (the page goes to sign in). */
export type UnauthorizedOutcome = 'renewed' | 'signedOut';

/**
 * The session as REST calls see it: the signed-in shell installs its session actor here (the one owner of
 * the token, §4 Session); outside the shell there is no session, so calls carry no bearer.
 */
export interface RestSession {
  /** The bearer of the calls (§7), or null when signed out. */
  token(): string | null;
  /**
   * A call was refused with 401 (§8): the session renews (§6 oidc, when `mayRenew`: not for a call
   * refused again after a renewal) or ends; resolves with which.
   */
  unauthorized(mayRenew: boolean): Promise<UnauthorizedOutcome>;
}

const NO_SESSION: RestSession = { token: () => null, unauthorized: () => Promise.resolve('signedOut') };
let session: RestSession = NO_SESSION;

/** Installs the session REST calls use; returns a function that restores the previous one. */
export function setRestSession(next: RestSession): () => void {
  const previous = session;
  session = next;
  return () => {
    session = previous;
  };
}

/** The session in effect: none (no bearer, a 401 is the end) until the shell installs its own. */
export function restSession(): RestSession {
  return session;
}
