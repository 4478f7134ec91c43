/**
 * Ports of the API-mode e2e run (playwright.api.config.ts), shared by the config and the spec:
 * the app built with VITE_AUTH_MODE=api is served on E2E_API_PORT (default 4175) and talks
 * to `npm run mock-api` on MOCK_API_PORT (default 3101).
 */
export const appPort = Number(process.env.E2E_API_PORT ?? 4175);
export const mockApiPort = Number(process.env.MOCK_API_PORT ?? 3101);
export const mockApiOrigin = `http://127.0.0.1:${mockApiPort}`;
