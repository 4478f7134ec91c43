/**
 * The app's paths the identity provider sends the browser back to (§6 oidc): register the first
 * two with the provider, for each origin the app is served from, and the third as well when
 * sessions may be renewed without a refresh token.
 */
export const CALLBACK_PATH = '/auth/callback';
export const LOGGED_OUT_PATH = '/auth-logout-basic';
/** A silent sign-in (`prompt=none`) in a hidden frame comes back here; the one page the app may frame. */
export const SILENT_CALLBACK_PATH = '/auth/silent-callback';
