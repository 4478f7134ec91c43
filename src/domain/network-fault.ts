/**
 * Why a REST call got no answer, beside §8's 'Something went wrong': the browser only says the fetch
 * failed, and staff cannot tell a dropped connection from a server that is down or one set up to
 * refuse this site (its allowed origins, CORS).
 */
export type NetworkFault = 'offline' | 'timeout' | 'unreachable' | 'refusedOrigin';

/** What each fault says, in English: the key the UI translates (src/i18n/known-messages.ts). */
export const networkFaultMessages: Record<NetworkFault, string> = {
  offline: 'This device is offline. Check its connection, then try again.',
  timeout: 'The server took too long to answer.',
  unreachable: 'The server cannot be reached.',
  refusedOrigin: 'The server does not accept calls from this address (its allowed origins).',
};

/** Whether `value` names a fault (read from a gateway error's extensions). */
export function isNetworkFault(value: unknown): value is NetworkFault {
  return typeof value === 'string' && Object.hasOwn(networkFaultMessages, value);
}
