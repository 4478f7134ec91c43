import { assign, fromPromise, setup } from 'xstate';
import { failureOf } from '../api/oidc/sign-in-failure';
import { decodeUser, isCurrent, type ProviderSession, type TokenUser } from '../domain/token';

/** setTimeout's largest delay (about 24.8 days); longer expiries re-check when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** §6 oidc: a renewable session is renewed this long before its access token expires (ms). */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;
/** Renewals are at least this far apart (ms), or half the time left when that is shorter: tokens that live a minute or less never make it a loop. */
export const MIN_RENEW_INTERVAL_MS = 5_000;
/** A renewal the provider could not be reached for is tried again after this long (ms), while the token lasts. */
export const RENEW_RETRY_MS = 10_000;

/** A session as the identity provider gives it: the REST bearer and the §3 user mapped from its claims. */
export interface SessionContext {
  token: string | null;
  user: TokenUser | null;
  error: string | null;
  /** §6 oidc: the session is the provider's, renewed and ended through it. */
  renewable: boolean;
}

export type SessionEvent =
  | { type: 'session.signOut' }
  | { type: 'session.expire' }
  /** A REST call was refused with 401: renew once if the session can be renewed (§6 oidc). */
  | { type: 'session.renew' }
  /** Another tab renewed the session this tab shares (§6 oidc): its token and user, now stored here too. */
  | { type: 'session.renewedElsewhere'; session: ProviderSession };

export interface SessionInput {
  /** The token found in storage at start, if any. */
  token: string | null;
  /** Its user, when it is not in the token's own claims (oidc: mapped from the provider's claims). */
  user?: TokenUser;
  /** oidc mode: the provider can renew the session, and sign out goes through the provider. */
  renewable?: boolean;
}

/**
 * §4 Session: signed in while a current token is stored; an expired or
 * undecodable token is a signed-out session. Sign out clears storage, the user's form drafts too
 * (`discardDrafts`), and navigates to /auth-logout-basic; expiry or a 401 clears storage only
 * (`clearStorage` keeps the drafts, offered back after the next sign-in).
 * It lives with the signed-in shell and starts from the stored token: the
 * sign-in page stores the token before it goes to a shell page.
 *
 * A renewable session (§6 oidc) is renewed `RENEW_BEFORE_EXPIRY_MS` before its
 * expiry (at least `MIN_RENEW_INTERVAL_MS` apart) and when a REST call answers 401
 * (`session.renew`), by the provided `renewSession` actor; a provider out of reach
 * is tried again every `RENEW_RETRY_MS` while the token lasts; any other failed
 * renewal, or one that brings no current token, signs out and goes to the login
 * page with the current address as `returnUrl`. Its sign out first ends the
 * provider's session (`endProviderSession`, which returns the provider's
 * end-session URL), then leaves for that URL; if that fails, it signs out here only.
 *
 * Sign out is told to the other tabs of the browser (`announceSignOut`), which sign out too; an
 * expiry or a 401 is this tab's own. A renewal is told to them too (`announceRenewal`), and one made
 * in another tab is taken here (`session.renewedElsewhere`), so one refresh token serves them all.
 *
 * Provided actions: `clearStorage`, `discardDrafts`, `announceSignOut`, `announceRenewal`, `navigateToLogout`, `navigateToLogin`,
 * `storeSession`, `leaveTo`. Provided actors: `renewSession`, `endProviderSession`.
 */
export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: SessionInput },
  actions: {
    clearStorage: () => {},
    discardDrafts: () => {},
    announceSignOut: () => {},
    announceRenewal: () => {},
    navigateToLogout: () => {},
    navigateToLogin: () => {},
    storeSession: (_, _session: ProviderSession) => {},
    leaveTo: (_, _url: string) => {},
    forget: assign({ token: null, user: null }),
    // The renewal timers start again from the new expiry (signedIn is re-entered).
    takeRenewal: assign(({ event }) => {
      const { session } = event as Extract<SessionEvent, { type: 'session.renewedElsewhere' }>;
      return { token: session.token, user: session.user };
    }),
  },
  actors: {
    renewSession: fromPromise<ProviderSession>(() => Promise.reject(new Error('This session cannot be renewed.'))),
    endProviderSession: fromPromise<string>(() => Promise.reject(new Error('There is no provider session to end.'))),
  },
  guards: {
    hasCurrentToken: ({ context }) => !!context.token && isCurrent(context.user ?? {}, Date.now()),
    hasToken: ({ context }) => !!context.token,
    renewable: ({ context }) => context.renewable,
    renewedIsCurrent: ({ event }) => isCurrent((event as unknown as { output: ProviderSession }).output.user, Date.now()),
    // The provider could not be reached, and the token outlasts a retry: try again instead of signing out.
    canRetryRenewal: ({ context, event }) =>
      failureOf((event as unknown as { error: unknown }).error).kind === 'unreachable' && isCurrent(context.user ?? {}, Date.now() + RENEW_RETRY_MS),
  },
  delays: {
    untilExpiry: ({ context }) => Math.min(MAX_TIMER_MS, Math.max(0, (context.user?.exp ?? 0) * 1000 - Date.now())),
    untilRenewal: ({ context }) => {
      const left = (context.user?.exp ?? 0) * 1000 - Date.now();
      return Math.min(MAX_TIMER_MS, Math.max(0, left - RENEW_BEFORE_EXPIRY_MS, Math.min(MIN_RENEW_INTERVAL_MS, left / 2)));
    },
    renewRetry: RENEW_RETRY_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    user: input.token ? (input.user ?? decodeUser(input.token)) : null,
    error: null,
    renewable: input.renewable ?? false,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasCurrentToken', target: 'signedIn' },
        { guard: 'hasToken', target: 'signedOut', actions: ['forget', 'clearStorage'] },
        { target: 'signedOut', actions: 'forget' },
      ],
    },
    signedOut: {},
    signedIn: {
      tags: 'signedIn',
      after: {
        untilRenewal: { guard: 'renewable', target: 'renewing' },
        untilExpiry: [
          { guard: 'hasCurrentToken', target: 'signedIn', reenter: true },
          { target: 'signedOut', actions: ['forget', 'clearStorage'] },
        ],
      },
      on: {
        'session.signOut': [
          { guard: 'renewable', target: 'endingProviderSession' },
          { target: 'signedOut', actions: ['forget', 'clearStorage', 'discardDrafts', 'announceSignOut', 'navigateToLogout'] },
        ],
        'session.expire': { target: 'signedOut', actions: ['forget', 'clearStorage'] },
        'session.renew': { guard: 'renewable', target: 'renewing' },
        'session.renewedElsewhere': { target: 'signedIn', reenter: true, actions: 'takeRenewal' },
      },
    },
    renewing: {
      // Still signed in: the page and what the user typed stay while the token is renewed.
      tags: 'signedIn',
      invoke: {
        src: 'renewSession',
        onDone: [
          {
            guard: 'renewedIsCurrent',
            target: 'signedIn',
            actions: [
              assign({ token: ({ event }) => event.output.token, user: ({ event }) => event.output.user }),
              { type: 'storeSession', params: ({ event }) => event.output },
              'announceRenewal',
            ],
          },
          // A token without a future expiry renews nothing (and would be renewed again at once).
          { target: 'signedOut', actions: ['forget', 'clearStorage', 'navigateToLogin'] },
        ],
        onError: [
          { guard: 'canRetryRenewal', target: 'waitingToRenew' },
          { target: 'signedOut', actions: ['forget', 'clearStorage', 'navigateToLogin'] },
        ],
      },
      on: { 'session.signOut': 'endingProviderSession' },
    },
    waitingToRenew: {
      tags: 'signedIn',
      after: { renewRetry: 'renewing' },
      on: {
        'session.signOut': 'endingProviderSession',
        'session.renew': 'renewing',
        'session.renewedElsewhere': { target: 'signedIn', actions: 'takeRenewal' },
      },
    },
    endingProviderSession: {
      // The shell stays until the browser leaves for the provider: no flash of the login page.
      tags: 'signedIn',
      entry: 'announceSignOut',
      invoke: {
        src: 'endProviderSession',
        onDone: { target: 'signedOut', actions: ['forget', 'clearStorage', 'discardDrafts', { type: 'leaveTo', params: ({ event }) => event.output }] },
        onError: { target: 'signedOut', actions: ['forget', 'clearStorage', 'discardDrafts', 'navigateToLogout'] },
      },
    },
  },
});

/** Snapshot of the session machine, for selectors. */
type SessionSnapshot = { hasTag: (tag: 'signedIn') => boolean; context: SessionContext };

/** Authentication state (§3): signed in with a current token (also while it is being renewed). */
export const selectIsLoggedIn = (snapshot: SessionSnapshot) => snapshot.hasTag('signedIn');
/** The decoded user, or null when signed out. */
export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;
