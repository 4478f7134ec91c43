import { and, assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { failureOf } from '../api/oidc/sign-in-failure';
import type { StoredUser } from '../domain/stored-user';
import { decodeUser, isCurrent, type ProviderSession, type TokenUser } from '../domain/token';
import type { SessionEnd } from './session-persistence';
import type { TabsEvent } from './session-tabs';

/** The draft owner of a session's user: its id as text, or null. */
const ownerOf = (user: TokenUser | null) => (user?.user_id === undefined || user.user_id === '' ? null : String(user.user_id));

/** A session that ends by itself and reloads on the login page with the returnUrl (§8); its drafts stay. */
const END_AND_RELOAD_AT_LOGIN = {
  target: 'signedOut',
  actions: ['forget', { type: 'endStoredSession', params: 'ended' }, 'navigateToLogin'],
} as const;
/** The same user signed out in another tab: this tab signs out too, drafts and all, without telling the tabs again. */
const SIGN_OUT_HERE_TOO = { target: 'signedOut', actions: ['forget', { type: 'endStoredSession', params: 'signedOut' }] } as const;

/** setTimeout's largest delay (about 24.8 days); longer expiries re-check when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** §6 oidc: a renewable session is renewed this long before its access token expires (ms). */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;
/** Renewals are at least this far apart (ms), or half the time left when that is shorter: tokens that live a minute or less never make it a loop. */
export const MIN_RENEW_INTERVAL_MS = 5_000;
/** A renewal the provider could not be reached for is tried again after this long (ms), while the token lasts. */
export const RENEW_RETRY_MS = 10_000;

/** The session (§3 authentication state): the REST bearer, the user of its claims, the current user the sign-in saved. */
export interface SessionContext {
  token: string | null;
  user: TokenUser | null;
  /** §3 current user (`currentUser`): the username the Change Password form sends. */
  account: StoredUser | null;
  error: string | null;
  /** §6 oidc: the session is the provider's, renewed and ended through it. */
  renewable: boolean;
  /** Whose form drafts this tab reads and writes: the session's user, kept after the session ends (its drafts may be written as the page goes). */
  draftOwner: string | null;
}

export type SessionEvent =
  | { type: 'session.signOut' }
  /** A REST call was refused with 401 (§8); `mayRenew` is false for a call refused again after a renewal. */
  | { type: 'session.unauthorized'; mayRenew: boolean }
  | TabsEvent;

export interface SessionInput {
  /** The token found in storage at start, if any. */
  token: string | null;
  /** Its user, when it is not in the token's own claims (oidc: mapped from the provider's claims). */
  user?: TokenUser;
  /** The current user the sign-in stored (§3), if any. */
  account?: StoredUser | null;
  /** oidc mode: the provider can renew the session, and sign out goes through the provider. */
  renewable?: boolean;
}

/**
 * §4 Session, the one owner of the token: signed in while a current token is held; an expired or
 * undecodable token is a signed-out session. REST calls take the token from this actor's context
 * (`selectToken`), and a 401 reaches it as `session.unauthorized`.
 *
 * How a session ends decides what outlives it (`endStoredSession`, see `SessionEnd`): the user's sign
 * out (here or in another tab) takes everything, that user's form drafts too; an expiry or a 401 keeps
 * the drafts, offered back after the next sign-in. Sign out goes to /auth-logout-basic; a 401 reloads
 * on the login page with the current address as `returnUrl` (§8); an expiry leaves the guard to send
 * the user there.
 *
 * A renewable session (§6 oidc) is renewed `RENEW_BEFORE_EXPIRY_MS` before its expiry (at least
 * `MIN_RENEW_INTERVAL_MS` apart) and on a 401, by the provided `renewSession` actor; a provider out of
 * reach is tried again every `RENEW_RETRY_MS` while the token lasts; any other failed renewal, or one
 * that brings no current token, ends the session and goes to the login page. Its sign out first ends
 * the provider's session (`endProviderSession`, which returns the provider's end-session URL), then
 * leaves for that URL; if that fails, it signs out here only.
 *
 * The tabs of the browser share the session through the invoked `tabs` actor (./session-tabs.ts): a
 * sign out is told to them (`announceSignOut`), and one of the same user there ends this one
 * (`session.signedOutElsewhere`); a renewal is told to them (`announceRenewal`), and one made in
 * another tab is taken here (`session.renewedElsewhere`), so one refresh token serves them all.
 *
 * Provided actions: `endStoredSession`, `announceSignOut`, `announceRenewal`,
 * `navigateToLogout`, `navigateToLogin`, `storeSession`, `leaveTo`. Provided actors: `tabs`,
 * `renewSession`, `endProviderSession`.
 */
export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: SessionInput },
  actions: {
    endStoredSession: (_, _how: SessionEnd) => {},
    announceSignOut: (_, _userId: string) => {},
    announceRenewal: () => {},
    navigateToLogout: () => {},
    navigateToLogin: () => {},
    storeSession: (_, _session: ProviderSession) => {},
    leaveTo: (_, _url: string) => {},
    forget: assign({ token: null, user: null, account: null }),
    // The renewal timers start again from the new expiry (signedIn is re-entered).
    takeRenewal: assign(({ event }) => {
      assertEvent(event, 'session.renewedElsewhere');
      return { token: event.session.token, user: event.session.user };
    }),
  },
  actors: {
    tabs: fromCallback<TabsEvent>(() => () => {}),
    renewSession: fromPromise<ProviderSession>(() => Promise.reject(new Error('This session cannot be renewed.'))),
    endProviderSession: fromPromise<string>(() => Promise.reject(new Error('There is no provider session to end.'))),
  },
  guards: {
    hasCurrentToken: ({ context }) => !!context.token && isCurrent(context.user ?? {}, Date.now()),
    hasToken: ({ context }) => !!context.token,
    renewable: ({ context }) => context.renewable,
    mayRenew: ({ event }) => {
      assertEvent(event, 'session.unauthorized');
      return event.mayRenew;
    },
    renewedIsCurrent: (_, output: ProviderSession) => isCurrent(output.user, Date.now()),
    // The provider could not be reached, and the token outlasts a retry: try again instead of signing out.
    canRetryRenewal: ({ context }, error: unknown) => failureOf(error).kind === 'unreachable' && isCurrent(context.user ?? {}, Date.now() + RENEW_RETRY_MS),
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
    account: input.token ? (input.account ?? null) : null,
    error: null,
    renewable: input.renewable ?? false,
    draftOwner: ownerOf(input.token ? (input.user ?? decodeUser(input.token)) : null),
  }),
  // The tabs hear each other for as long as the session actor runs (a signed-out tab answers no one).
  invoke: { id: 'tabs', src: 'tabs' },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasCurrentToken', target: 'signedIn', description: '§4: a stored, current token is a signed-in session' },
        {
          guard: 'hasToken',
          target: 'signedOut',
          actions: ['forget', { type: 'endStoredSession', params: 'ended' }],
          description: '§4: an expired or undecodable token is a signed-out session; its drafts stay',
        },
        { target: 'signedOut', actions: 'forget', description: 'no token: signed out' },
      ],
    },
    signedOut: {},
    signedIn: {
      tags: 'signedIn',
      after: {
        untilRenewal: { guard: 'renewable', target: 'renewing', description: '§6 oidc: renew a minute before the token expires' },
        untilExpiry: [
          { guard: 'hasCurrentToken', target: 'signedIn', reenter: true, description: 'a timer cut at its longest delay: wait again' },
          {
            target: 'signedOut',
            actions: ['forget', { type: 'endStoredSession', params: 'ended' }],
            description: '§4: the token expired; the drafts stay for the next sign-in',
          },
        ],
      },
      on: {
        'session.signOut': [
          { guard: 'renewable', target: 'endingProviderSession', description: '§6 oidc: sign out at the provider first' },
          {
            target: 'signedOut',
            actions: [
              { type: 'announceSignOut', params: ({ context }) => String(context.user?.user_id ?? '') },
              'forget',
              { type: 'endStoredSession', params: 'signedOut' },
              'navigateToLogout',
            ],
            description: '§4 Sign out: clear the session and the drafts here and in the user’s other tabs, go to /auth-logout-basic',
          },
        ],
        'session.unauthorized': [
          { guard: and(['renewable', 'mayRenew']), target: 'renewing', description: '§6 oidc: a 401 renews the session once' },
          { ...END_AND_RELOAD_AT_LOGIN, description: '§8: a 401 signs out and reloads on the login page; the drafts stay' },
        ],
        'session.signedOutElsewhere': { ...SIGN_OUT_HERE_TOO, description: 'the same user signed out in another tab: this tab signs out too, drafts and all' },
        'session.renewedElsewhere': {
          target: 'signedIn',
          reenter: true,
          actions: 'takeRenewal',
          description: '§6 oidc: another tab renewed the session: take its token',
        },
      },
    },
    renewing: {
      // Still signed in: the page and what the user typed stay while the token is renewed.
      tags: 'signedIn',
      invoke: {
        src: 'renewSession',
        onDone: [
          {
            guard: { type: 'renewedIsCurrent', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: [
              assign({ token: ({ event }) => event.output.token, user: ({ event }) => event.output.user }),
              { type: 'storeSession', params: ({ event }) => event.output },
              'announceRenewal',
            ],
            description: '§6 oidc: renewed; the other tabs take the new token too',
          },
          { ...END_AND_RELOAD_AT_LOGIN, description: 'a token without a future expiry renews nothing (and would be renewed again at once)' },
        ],
        onError: [
          {
            guard: { type: 'canRetryRenewal', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'waitingToRenew',
            description: 'the provider is out of reach: try again',
          },
          { ...END_AND_RELOAD_AT_LOGIN, description: 'the provider refused: sign in afresh, brought back here' },
        ],
      },
      on: {
        'session.signOut': { target: 'endingProviderSession', description: '§4 Sign out during a renewal' },
        'session.signedOutElsewhere': { ...SIGN_OUT_HERE_TOO, description: 'the same user signed out in another tab' },
      },
    },
    waitingToRenew: {
      tags: 'signedIn',
      after: { renewRetry: { target: 'renewing', description: 'try the provider again' } },
      on: {
        'session.signOut': { target: 'endingProviderSession', description: '§4 Sign out while waiting to renew' },
        'session.unauthorized': [
          { guard: 'mayRenew', target: 'renewing', description: 'a 401: try the renewal now' },
          { ...END_AND_RELOAD_AT_LOGIN, description: '§8: refused again: sign out' },
        ],
        'session.signedOutElsewhere': { ...SIGN_OUT_HERE_TOO, description: 'the same user signed out in another tab' },
        'session.renewedElsewhere': { target: 'signedIn', actions: 'takeRenewal', description: 'another tab renewed: take its token' },
      },
    },
    endingProviderSession: {
      // The shell stays until the browser leaves for the provider: no flash of the login page.
      tags: 'signedIn',
      entry: { type: 'announceSignOut', params: ({ context }) => String(context.user?.user_id ?? '') },
      invoke: {
        src: 'endProviderSession',
        onDone: {
          target: 'signedOut',
          actions: ['forget', { type: 'endStoredSession', params: 'signedOut' }, { type: 'leaveTo', params: ({ event }) => event.output }],
          description: '§6 oidc: leave for the provider’s end-session page',
        },
        onError: {
          target: 'signedOut',
          actions: ['forget', { type: 'endStoredSession', params: 'signedOut' }, 'navigateToLogout'],
          description: 'the provider could not end its session: sign out here',
        },
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
/** The REST bearer (§7), or null when signed out. */
export const selectToken = (snapshot: SessionSnapshot) => snapshot.context.token;
/** The current user the sign-in stored (§3), or null. */
export const selectAccount = (snapshot: SessionSnapshot) => snapshot.context.account;
/** Whose form drafts the tab reads and writes (the session's user, also after the session ended), or null. */
export const selectDraftOwner = (snapshot: SessionSnapshot) => snapshot.context.draftOwner;
