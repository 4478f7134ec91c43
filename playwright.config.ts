import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * E2E against the built app (`npm run build` first), served by `vite preview`
 * with the default fake backend, in Debian's Chromium (no browser download).
 */
const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * Debian's headless shell (package chromium-headless-shell: Chromium's engine without the browser's
 * own window and pages) when installed, else Debian's Chromium. The shell runs the suite in about
 * half the time on two cores (docs/development.md "Browsers"); CHROME_PATH picks another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  // The API and oidc modes have their own builds and servers: playwright.api.config.ts, playwright.oidc.config.ts.
  testIgnore: [
    '**/api-mode.spec.ts',
    '**/api-history.spec.ts',
    '**/network-cut.spec.ts',
    '**/oidc.spec.ts',
    '**/oidc-profiles.spec.ts',
    '**/dev-server.spec.ts',
    '**/product-build.spec.ts',
  ],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/account-login`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
