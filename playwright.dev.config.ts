import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * E2E against the dev server (`npm run e2e:dev`): the README's main command, `npm run dev`, is what
 * people run, and it differs from the build (no prerender, modules served one by one, the page's HTML
 * made per request by Vite's plugins, MSW's worker from public/). A few flows prove it behaves like
 * the build for what a user sees.
 */
const port = Number(process.env.E2E_DEV_PORT ?? 5183);

export default defineConfig({
  ...baseConfig,
  testMatch: ['dev-server.spec.ts'],
  testIgnore: [],
  // One worker: the first request of a fresh dev server transforms every module, and the flows
  // count the pages the server has made.
  fullyParallel: false,
  workers: 1,
  timeout: 90_000,
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `npx vite --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/account-login`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
