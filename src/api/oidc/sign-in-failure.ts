/**
 * Why a sign-in through the identity provider failed (§6 oidc), each with its own message (§8 voice):
 * - `cancelled`: the user cancelled at the provider (`access_denied`);
 * - `loginRequired`: the provider needs the user to sign in again (`login_required`, `interaction_required`, `consent_required`);
 * - `expired`: the callback's state is unknown or was used already (an old or replayed link);
 * - `unreachable`: the provider did not answer (down, offline, blocked);
 * - `failed`: any other error answer.
 */
export type SignInFailureKind = 'cancelled' | 'loginRequired' | 'expired' | 'unreachable' | 'failed';

/** A failed sign-in, renewal or callback, by kind; `detail` is the provider's own text, for the console only. */
export class SignInFailure extends Error {
  constructor(
    readonly kind: SignInFailureKind,
    readonly detail?: string,
  ) {
    super(`Sign-in failed: ${kind}${detail ? ` (${detail})` : ''}`);
    this.name = 'SignInFailure';
  }
}

const LOGIN_REQUIRED = new Set(['login_required', 'interaction_required', 'consent_required', 'account_selection_required']);

/**
 * The kind of an error thrown by oidc-client-ts or fetch: an OAuth error answer by its `error`
 * code, a state not found by its message, a network failure (`TypeError`) or timeout as unreachable.
 */
export function failureOf(error: unknown): SignInFailure {
  if (error instanceof SignInFailure) return error;
  const record = (error && typeof error === 'object' ? error : {}) as { error?: unknown; message?: unknown; name?: unknown };
  const message = typeof record.message === 'string' ? record.message : '';
  if (typeof record.error === 'string' && record.error) {
    if (record.error === 'access_denied') return new SignInFailure('cancelled', message);
    if (LOGIN_REQUIRED.has(record.error)) return new SignInFailure('loginRequired', message);
    if (record.error === 'invalid_grant') return new SignInFailure('expired', message);
    return new SignInFailure('failed', message);
  }
  if (/no matching state|no state in response/i.test(message)) return new SignInFailure('expired', message);
  if (error instanceof TypeError || record.name === 'ErrorTimeout' || /failed to fetch|network|timeout/i.test(message)) {
    return new SignInFailure('unreachable', message);
  }
  return new SignInFailure('failed', message);
}
