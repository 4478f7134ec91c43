import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { appPort, mockApiOrigin, mockApiPort } from './tests/e2e/api-mode-env';

/**
 * API-mode e2e (`npm run e2e:api`): the app built with VITE_AUTH_MODE=api into
 * dist-api, served by `vite preview`, calling `npm run mock-api` over real HTTP.
 * One worker: the tests read the mock server's shared request log.
 */
export default defineConfig({
  ...baseConfig,
  testMatch: ['api-mode.spec.ts', 'api-history.spec.ts', 'network-cut.spec.ts'],
  testIgnore: [],
  fullyParallel: false,
  workers: 1,
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${appPort}` },
  webServer: [
    {
      command: 'npx tsx mocks/http-server.ts',
      env: { PORT: String(mockApiPort), APP_ORIGINS: `http://127.0.0.1:${appPort}`, RECORD_REQUESTS: '1' },
      url: `${mockApiOrigin}/__requests`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite build --outDir dist-api && npx vite preview --outDir dist-api --host 127.0.0.1 --port ${appPort} --strictPort`,
      env: { VITE_AUTH_MODE: 'api', VITE_API_URL: `${mockApiOrigin}/api` },
      url: `http://127.0.0.1:${appPort}/account-login`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
