/**
 * Build-time configuration from Vite env variables (§6, §7, §9).
 * - `VITE_AUTH_MODE`: `fakebackend` (default, MSW in the browser) | `api` (real REST backend).
 * - `VITE_API_URL`: REST base, default `/api`.
 */
export type AuthMode = 'fakebackend' | 'api' | 'oidc';

export const config = {
  appVersion: 'v1.0.0',
  appName: 'Trend Admin',
  production: true,
  authMode: (import.meta.env.VITE_AUTH_MODE || 'fakebackend') as AuthMode,
  apiUrl: (import.meta.env.VITE_API_URL || '/api').replace(/\/$/, ''),
} as const;

/** §9: local-storage key of the user data, the app version combined with a fixed key. */
export const userDataStorageKey = `${config.appVersion}-user-data`;
