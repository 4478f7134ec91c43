/**
 * Build-time configuration from Vite env variables (§6, §7, §9).
 * - `VITE_AUTH_MODE`: `fakebackend` (default, MSW in the browser) | `api` (real REST backend).
 * - `VITE_API_URL`: REST base, default `/api`.
 * - `VITE_ERROR_REPORT_URL`: where errors that reach an error boundary are sent (JSON, by
 *   `navigator.sendBeacon`); unset, they only go to the console.
 */
export type AuthMode = 'fakebackend' | 'api' | 'oidc';

export const config = {
  appVersion: 'v1.0.0',
  appName: 'Trend Admin',
  production: true,
  authMode: (import.meta.env.VITE_AUTH_MODE || 'fakebackend') as AuthMode,
  apiUrl: (import.meta.env.VITE_API_URL || '/api').replace(/\/$/, ''),
  errorReportUrl: import.meta.env.VITE_ERROR_REPORT_URL || null,
} as const;

/** §9: local-storage key of the user data, the app version combined with a fixed key. */
export const userDataStorageKey = `${config.appVersion}-user-data`;
