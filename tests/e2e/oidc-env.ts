/**
 * The oidc-mode e2e run (playwright.oidc.config.ts), shared by the config and the spec: the local
 * OpenID Provider (`npm run idp`), the HTTP mock server checking its tokens, and the app built with
 * VITE_AUTH_MODE=oidc. Access tokens live 75 s, so a session renews 15 s after sign-in (one minute
 * before expiry) while a test looks at it.
 */
export const oidcAppPort = Number(process.env.E2E_OIDC_PORT ?? 4176);
export const idpPort = Number(process.env.IDP_PORT ?? 4400);
export const oidcApiPort = Number(process.env.OIDC_API_PORT ?? 4401);
export const appOrigin = `http://127.0.0.1:${oidcAppPort}`;
export const issuer = `http://127.0.0.1:${idpPort}`;
export const apiUrl = `http://127.0.0.1:${oidcApiPort}/api`;
export const accessTokenTtlSeconds = 75;
export const providerName = 'Trend ID';
