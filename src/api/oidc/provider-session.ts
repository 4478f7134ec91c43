import { OidcClient, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { jwtClaims, type ProviderSession } from '../../domain/token';
import { mapClaims } from './claim-map';
import { LOGGED_OUT_PATH } from '../../domain/return-url';
import { CALLBACK_PATH, SILENT_CALLBACK_PATH } from './paths';
import { revokeRefreshToken } from './revocation';
import { SignInFailure, failureOf } from './sign-in-failure';
import type { OidcSettings } from '../../config/oidc-settings';

/** Web Locks name: one tab at a time renews (a rotated refresh token is good for one use). */
const RENEW_LOCK = 'trend-admin:oidc-renew';

/** What the sign-in request carries through the provider and back. */
interface SignInState {
  returnUrl: string;
}

/**
 * The §3 session of an oidc-client-ts user: its access token and the claims mapped to the §3 user,
 * the role and node read from the token the settings name (`profile` holds the ID token's claims,
 * and userinfo's when they were read).
 */
function sessionOf(user: User, settings: OidcSettings): ProviderSession {
  return { token: user.access_token, user: mapClaims({ idToken: user.profile, accessToken: jwtClaims(user.access_token) }, settings.claims, user.expires_at) };
}

/**
 * The OpenID Connect client of oidc mode (§6), on oidc-client-ts: Authorization Code with PKCE
 * (S256), its state and tokens in sessionStorage (one tab, one session), no silent renew of its
 * own (the session machine owns the timing). This module is its own chunk: only oidc builds load
 * it, and only to sign in, on the callback, to renew and to sign out.
 */
export function createProviderClient(settings: OidcSettings) {
  const origin = window.location.origin;
  const clientSettings = {
    authority: settings.authority,
    client_id: settings.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${LOGGED_OUT_PATH}`,
    response_type: 'code',
    scope: settings.scope,
    ...(settings.audience ? { resource: settings.audience } : {}),
    // Userinfo only when the role is read there: an access token made for an API (Entra's, an
    // audience-mapped Keycloak's) is refused at most userinfo endpoints, and the ID token holds the profile.
    loadUserInfo: settings.claims.source === 'userinfo',
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  };
  const manager = new UserManager({ ...clientSettings, userStore: new WebStorageStateStore({ store: window.sessionStorage }), automaticSilentRenew: false });
  const client = new OidcClient(clientSettings);
  const oneTabAtATime = <T>(run: () => Promise<T>): Promise<T> => (navigator.locks ? navigator.locks.request(RENEW_LOCK, run) : run());

  return {
    /**
     * Leaves for the provider's sign-in page.
     * @param returnUrl the validated local path to land on afterwards.
     * @throws SignInFailure `unreachable` when the provider's discovery cannot be read.
     */
    async signIn(returnUrl: string): Promise<void> {
      try {
        await manager.signinRedirect({ state: { returnUrl } satisfies SignInState });
      } catch (error) {
        throw failureOf(error);
      }
    },

    /**
     * Completes the sign-in at the callback URL: checks the state, exchanges the code.
     * @returns the session and the path the sign-in was started for (unvalidated: the caller checks it).
     * @throws SignInFailure for an error answer, a state that is unknown or used, or a provider out of reach.
     */
    async completeSignIn(url: string): Promise<{ session: ProviderSession; returnUrl: string | null }> {
      try {
        const user = await manager.signinRedirectCallback(url);
        const state = user.state as Partial<SignInState> | undefined;
        return { session: sessionOf(user, settings), returnUrl: typeof state?.returnUrl === 'string' ? state.returnUrl : null };
      } catch (error) {
        throw failureOf(error);
      }
    },

    /**
     * Renews with the refresh token, one tab at a time; when there is none, or the provider refuses
     * it (`invalid_grant`: revoked, expired, rotated by another tab), asks the provider's own session
     * instead: a silent sign-in (`prompt=none`) in a hidden frame.
     * @throws SignInFailure when neither works (`loginRequired`: the provider's session is over too).
     */
    async renew(): Promise<ProviderSession> {
      const silently = async (forceIframeAuth: boolean) => {
        const user = await manager.signinSilent({ forceIframeAuth });
        if (!user) throw new SignInFailure('failed');
        return sessionOf(user, settings);
      };
      const run = async () => {
        try {
          return await silently(false);
        } catch (error) {
          const failure = failureOf(error);
          // Only a refresh token the provider refused (invalid_grant) is worth the frame; a network
          // fault would fail there too, and the machine tries again before the token expires.
          if (failure.kind !== 'expired' || !(await manager.getUser())?.refresh_token) throw failure;
          return silently(true).catch((fallback: unknown) => {
            throw failureOf(fallback);
          });
        }
      };
      return oneTabAtATime(run);
    },

    /** Hands a silent sign-in's answer (the hidden frame's URL) to the page that asked for it. */
    completeSilentSignIn(url: string): Promise<void> {
      return manager.signinSilentCallback(url);
    },

    /**
     * Forgets the provider's tokens here and revokes the refresh token where the provider offers
     * revocation, before the caller leaves for the provider (`revokeRefreshToken`: awaited a few
     * seconds, and sent so that it completes even when the page goes).
     * @returns the provider's end-session URL (with `id_token_hint`, `client_id` and the logged-out
     * page to come back to), or the logged-out page itself when the provider has no end-session endpoint.
     */
    async endSession(): Promise<string> {
      // Under the renewal lock: a renewal under way ends first, so the refresh token revoked is the
      // last one issued, not one it has just rotated away.
      const user = await oneTabAtATime(async () => {
        const current = await manager.getUser();
        await manager.removeUser();
        return current;
      });
      const metadata = await manager.metadataService.getMetadata().catch(() => null);
      if (user?.refresh_token && metadata?.revocation_endpoint) {
        await revokeRefreshToken({ endpoint: metadata.revocation_endpoint, token: user.refresh_token, clientId: settings.clientId });
      }
      if (!metadata?.end_session_endpoint) return LOGGED_OUT_PATH;
      const request = await client.createSignoutRequest({
        id_token_hint: user?.id_token,
        client_id: settings.clientId,
        post_logout_redirect_uri: clientSettings.post_logout_redirect_uri,
        // Amazon Cognito's /logout reads its own name for the address to come back to; others ignore it.
        extraQueryParams: { logout_uri: clientSettings.post_logout_redirect_uri },
      });
      return request.url;
    },
  };
}
