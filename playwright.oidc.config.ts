import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { accessTokenTtlSeconds, apiUrl, appOrigin, idpPort, issuer, oidcApiPort, oidcAppPort, providerName } from './tests/e2e/oidc-env';

/**
 * oidc-mode e2e (`npm run e2e:oidc`, §6 "cloud identity provider"): the app built with
 * VITE_AUTH_MODE=oidc into dist-oidc and served by `vite preview`, signing in at the local OpenID
 * Provider (`scripts/idp.ts`), calling the HTTP mock server, which checks each bearer against the
 * provider's keys. One worker: the provider's sessions are shared.
 */
export default defineConfig({
  ...baseConfig,
  testMatch: ['oidc.spec.ts'],
  testIgnore: [],
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  use: { ...baseConfig.use, baseURL: appOrigin },
  webServer: [
    {
      command: 'node --import tsx scripts/idp.ts',
      env: { IDP_PORT: String(idpPort), APP_ORIGINS: appOrigin, ACCESS_TOKEN_TTL: String(accessTokenTtlSeconds), IDP_AUDIENCE: apiUrl },
      url: `${issuer}/__health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx mocks/http-server.ts',
      env: { PORT: String(oidcApiPort), APP_ORIGINS: appOrigin, OIDC_ISSUER: issuer, OIDC_AUDIENCE: apiUrl },
      url: `${apiUrl}/training/dashboard`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite build --outDir dist-oidc && npx vite preview --outDir dist-oidc --host 127.0.0.1 --port ${oidcAppPort} --strictPort`,
      env: {
        VITE_AUTH_MODE: 'oidc',
        VITE_API_URL: apiUrl,
        VITE_OIDC_AUTHORITY: issuer,
        VITE_OIDC_CLIENT_ID: 'trend-admin',
        VITE_OIDC_AUDIENCE: apiUrl,
        VITE_OIDC_PROVIDER_NAME: providerName,
      },
      url: `${appOrigin}/account-login`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
