/** How long sign-out waits for the provider to confirm a revocation before the browser leaves (ms). */
const REVOCATION_WAIT_MS = 3_000;

/** What became of a revocation: confirmed, refused by the provider, still under way when the wait ended, or not sent. */
export type RevocationOutcome = 'revoked' | 'refused' | 'pending' | 'failed';

export interface RevocationRequest {
  /** The provider's `revocation_endpoint` (RFC 7009 section 2). */
  endpoint: string;
  token: string;
  clientId: string;
  /** Longest wait for the answer (ms); the request itself goes on after it. */
  waitMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * Revokes a refresh token (RFC 7009 section 2.1: `token`, `token_type_hint=refresh_token`, `client_id` of
 * the public client) so that the browser may leave for the provider right after: the request is sent
 * with `keepalive`, which the browser completes even when the page goes away, and its answer is
 * awaited for `waitMs` at most. A form body and no other headers keep it a simple CORS request: no
 * preflight, which a keepalive request could lose to the navigation.
 * @returns the outcome; never throws (sign-out goes on whatever the provider says).
 */
export async function revokeRefreshToken({
  endpoint,
  token,
  clientId,
  waitMs = REVOCATION_WAIT_MS,
  fetch = (input, init) => globalThis.fetch(input, init),
}: RevocationRequest): Promise<RevocationOutcome> {
  const body = new URLSearchParams({ token, token_type_hint: 'refresh_token', client_id: clientId });
  const sent = fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit', mode: 'cors' }).then(
    (response): RevocationOutcome => (response.ok ? 'revoked' : 'refused'),
    (): RevocationOutcome => 'failed',
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<RevocationOutcome>((resolve) => {
    timer = setTimeout(() => resolve('pending'), waitMs);
  });
  try {
    return await Promise.race([sent, waited]);
  } finally {
    clearTimeout(timer);
  }
}
