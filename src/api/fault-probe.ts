import type { NetworkFault } from '../domain/network-fault';

/** How long the probe of a cross-origin server may take, in ms, before it counts as unreachable. */
const PROBE_TIMEOUT_MS = 3_000;

/**
 * Tells which fault a failed call met.
 * - `timedOut`: our own timer ended the call: `timeout`.
 * - The browser says it is offline (`navigator.onLine === false`): `offline`.
 * - A server on another origin is probed with a `no-cors` request, whose opaque answer the browser
 *   gives back whatever the server's CORS rules say: an answer means the server is up and refused
 *   this origin (`refusedOrigin`), none that it cannot be reached (`unreachable`).
 * - The app's own origin cannot refuse itself: `unreachable`.
 * @param url the failed call's address.
 * @returns the fault; never throws.
 */
export async function networkFaultOf(url: URL, timedOut: boolean): Promise<NetworkFault> {
  if (timedOut) return 'timeout';
  if (globalThis.navigator?.onLine === false) return 'offline';
  if (url.origin === globalThis.location?.origin) return 'unreachable';
  try {
    await fetch(url.origin, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return 'refusedOrigin';
  } catch {
    return 'unreachable';
  }
}
