/**
 * What the app does about a REST fault that is not passed on to the caller (§8), and how a 401
 * renews a session (§6 oidc): installed by the app's root, read by `rest()`. A module of its own,
 * so the root installs them without loading the HTTP client, which only the data gateway uses.
 */

/** What the app does for a fault that is not passed on to the caller (§8). */
export interface HttpFaultHandlers {
  /** Shows a message to the user (a toast in the app). */
  notify(message: string): void;
  /** 401: the session is over; clear it and go to the login page. */
  signOut(): void;
}

let handlers: HttpFaultHandlers = { notify: () => {}, signOut: () => {} };

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

/** How a 401 was answered: the session was renewed (the call is made again), ended, or cannot be renewed. */
export type RenewalOutcome = 'renewed' | 'signedOut' | 'unavailable';

let renew: () => Promise<RenewalOutcome> = () => Promise.resolve('unavailable');

/**
 * Installs how a 401 renews the session (§6 oidc: the session machine renews through the identity
 * provider); returns a function that restores the previous one. Without it, or outside oidc mode, a
 * 401 signs out.
 */
export function setSessionRenewal(next: () => Promise<RenewalOutcome>): () => void {
  const previous = renew;
  renew = next;
  return () => {
    renew = previous;
  };
}

/** Renews the session after a 401, as installed: 'unavailable' when nothing is. */
export function renewSession(): Promise<RenewalOutcome> {
  return renew();
}
