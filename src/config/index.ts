import { readOidcSettings, type OidcSettingsResult } from './oidc-settings';

/**
 * Build-time configuration from Vite env variables (§6, §7, §9).
 * - `VITE_AUTH_MODE`: `fakebackend` (default, MSW in the browser) | `api` (real REST backend) |
 *   `oidc` (the REST backend, signed in through an OpenID Provider: `VITE_OIDC_*`, see `oidc`).
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
  /**
   * The OpenID Connect settings in oidc mode, or what is wrong with them (the boot shows it);
   * null in the other modes, whose builds drop the reader (a constant condition).
   */
  oidc: (import.meta.env.VITE_AUTH_MODE === 'oidc' ? readOidcSettings(import.meta.env) : null) as OidcSettingsResult | null,
} as const;

/** §9: local-storage key of the user data, the app version combined with a fixed key. */
export const userDataStorageKey = `${config.appVersion}-user-data`;
