import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * E2E of a build without the template's demo content (`npm run e2e:product`): VITE_DEMO_CONTENT=false
 * into dist-product, on the default fake backend, served by `vite preview`.
 */
const port = Number(process.env.E2E_PRODUCT_PORT ?? 4196);

export default defineConfig({
  ...baseConfig,
  testMatch: ['product-build.spec.ts'],
  testIgnore: [],
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `npx vite build --outDir dist-product && npx vite preview --outDir dist-product --host 127.0.0.1 --port ${port} --strictPort`,
    env: { VITE_DEMO_CONTENT: 'false' },
    url: `http://127.0.0.1:${port}/account-login`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
