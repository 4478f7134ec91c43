/**
 * The app's paths the identity provider sends the browser back to (§6 oidc): register these two and
 * LOGGED_OUT_PATH (src/domain/return-url.ts) with the provider, for each origin the app is served
 * from, the silent one only when sessions may be renewed without a refresh token.
 */
export const CALLBACK_PATH = '/auth/callback';
/** A silent sign-in (`prompt=none`) in a hidden frame comes back here; the one page the app may frame. */
export const SILENT_CALLBACK_PATH = '/auth/silent-callback';
