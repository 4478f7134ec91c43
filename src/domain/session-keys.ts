/** The sessionStorage keys of a session (§9): the token, oidc's user mapped from the provider's claims, the current user. */
export const TOKEN_KEY = 'auth-token';
/** oidc mode: the §3 user mapped from the provider's claims (its access token may be opaque). */
export const SESSION_USER_KEY = 'auth-user';
export const CURRENT_USER_KEY = 'currentUser';
