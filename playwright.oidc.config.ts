import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { accessTokenTtlSeconds, apiUrl, appOrigin, idpPort, issuer, oidcApiPort, oidcAppPort, providerName } from './tests/e2e/oidc-env';
import { PROVIDER_PROFILES, profileSetup } from './tests/e2e/oidc-profiles';

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

const serverTimeout = 60_000;

/**
 * oidc-mode e2e (`npm run e2e:oidc`, §6 "cloud identity provider"). Project `default`
 * (oidc.spec.ts): the app built with VITE_AUTH_MODE=oidc into dist-oidc and served by `vite preview`,
 * signing in at the local OpenID Provider (`scripts/idp.ts`), calling the HTTP mock server, which
 * checks each bearer against the provider's keys; sign-in, renewal, failures, sign-out. One project
 * per provider profile (oidc-profiles.spec.ts, `tests/e2e/oidc-profiles.ts`): a local provider
 * issuing that provider's token shape, on oidc-provider or on oauth2-mock-server, its own mock API,
 * and the app built with that recipe's settings into dist-oidc-<shape>[-mock] (VITE_ variables are
 * build-time: one build per profile; each takes a few seconds).
 */
export default defineConfig<object, { oidcProfile: string }>({
  ...baseConfig,
  testIgnore: [],
  fullyParallel: false,
  // One worker: a provider's sessions are shared by the tests of its project.
  workers: 1,
  timeout: 60_000,
  projects: [
    { name: 'default', testMatch: ['oidc.spec.ts'], use: { ...baseConfig.use, baseURL: appOrigin } },
    ...PROVIDER_PROFILES.map((profile) => ({
      name: profile.name,
      testMatch: ['oidc-profiles.spec.ts'],
      use: { ...baseConfig.use, baseURL: profileSetup(profile).appOrigin, oidcProfile: profile.name },
    })),
  ],
  webServer: [
    {
      command: 'node --import tsx scripts/idp.ts',
      env: { IDP_PORT: String(idpPort), APP_ORIGINS: appOrigin, ACCESS_TOKEN_TTL: String(accessTokenTtlSeconds), IDP_AUDIENCE: apiUrl },
      url: `${issuer}/__health`,
      reuseExistingServer: !process.env.CI,
      timeout: serverTimeout,
    },
    {
      command: 'node --import tsx mocks/http-server.ts',
      env: { PORT: String(oidcApiPort), APP_ORIGINS: appOrigin, OIDC_ISSUER: issuer, OIDC_AUDIENCE: apiUrl },
      url: `${apiUrl}/training/dashboard`,
      reuseExistingServer: !process.env.CI,
      timeout: serverTimeout,
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
    ...PROVIDER_PROFILES.flatMap((profile): WebServer[] => {
      const { issuer: profileIssuer, apiUrl: profileApi, appOrigin: profileOrigin, clientId, audience, appEnv } = profileSetup(profile);
      const outDir = `dist-oidc-${profile.shape}${profile.implementation === 'oauth2-mock-server' ? '-mock' : ''}`;
      const idpScript = profile.implementation === 'oidc-provider' ? 'scripts/idp.ts' : 'scripts/idp-mock-server.ts';
      return [
        {
          command: `node --import tsx ${idpScript}`,
          env: { IDP_PORT: String(profile.idpPort), IDP_PROFILE: profile.shape, APP_ORIGINS: profileOrigin, ACCESS_TOKEN_TTL: '300' },
          url: `${profileIssuer}/__health`,
          reuseExistingServer: !process.env.CI,
          timeout: serverTimeout,
        },
        {
          command: 'node --import tsx mocks/http-server.ts',
          env: { PORT: String(profile.apiPort), APP_ORIGINS: profileOrigin, OIDC_ISSUER: profileIssuer, OIDC_AUDIENCE: audience },
          url: `${profileApi}/training/dashboard`,
          reuseExistingServer: !process.env.CI,
          timeout: serverTimeout,
        },
        {
          command: `npx vite build --outDir ${outDir} && npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${profile.appPort} --strictPort`,
          env: {
            VITE_AUTH_MODE: 'oidc',
            VITE_API_URL: profileApi,
            VITE_OIDC_AUTHORITY: profileIssuer,
            VITE_OIDC_CLIENT_ID: clientId,
            VITE_OIDC_PROVIDER_NAME: providerName,
            ...appEnv,
          },
          url: `${profileOrigin}/account-login`,
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
        },
      ];
    }),
  ],
});
