import { rm } from 'node:fs/promises';
import path from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
// With an extension: Vite's config loader asks for one (TypeScript maps .js to the .ts file).
import { anyPathReachesApp } from './scripts/vite-any-path.js';
import { layoutGate } from './scripts/vite-layout-gate.js';
import { prerenderPages } from './scripts/vite-prerender.js';
import { securityHeaders } from './scripts/vite-security-headers.js';
import { graphqlRequestWithoutParser, precompileMessages } from './scripts/vite-size-plugins.js';
import { languages } from './src/i18n/languages.js';
import { readOidcSettings } from './src/config/oidc-settings.js';
import { LANDING_PATHS } from './src/routes/landing-paths.js';

/** API mode has no fake backend: leave MSW's service worker (copied from public/) out of the build. */
function dropMockServiceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'drop-mock-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await rm(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  // The API and oidc modes call a real REST backend: no mock service worker in their builds.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const authMode = env.VITE_AUTH_MODE;
  // A misconfigured oidc build still builds (its page names the wrong variables), but says so here too.
  if (authMode === 'oidc') {
    for (const { variable, problem } of readOidcSettings(env).problems) console.warn(`\u26a0 ${variable} ${problem}`);
  }
  const apiMode = authMode === 'api' || authMode === 'oidc';
  // The demo content (the template's pages, the demo accounts' hints, QA's scenarios) comes by default
  // only with the fake backend: a build for a real API is the product unless it asks for the demo.
  // Vite reads VITE_ variables from the environment after this config, so the default set here is the
  // value every `import.meta.env.VITE_DEMO_CONTENT` of the build sees.
  const demoContent = env.VITE_DEMO_CONTENT ?? (apiMode ? 'false' : 'true');
  process.env.VITE_DEMO_CONTENT = demoContent;
  // Each kind of build has a folder of its own, so building one never overwrites another (`--outDir`
  // still chooses any): the demo in dist, a build for a real API in dist-api or dist-oidc, the
  // product alone on the fake backend in dist-product.
  const outDir = apiMode ? `dist-${authMode}` : demoContent === 'false' ? 'dist-product' : 'dist';
  // A build without the demo content has no landing pages to prerender (`demoRoutes` in src/routes/route-table.ts).
  const demoPages = demoContent === 'false' ? [] : Object.values(LANDING_PATHS);
  return {
    plugins: [
      anyPathReachesApp(),
      layoutGate(),
      react(),
      graphqlRequestWithoutParser(),
      // react-aria's controls carry their strings in 34 locales; the app offers nine languages
      // (src/i18n/languages.ts), and any other locale falls back to English, as react-aria does.
      optimizeLocales.vite({ locales: Object.values(languages).map((language) => language.tag) }),
      precompileMessages(),
      apiMode ? dropMockServiceWorker() : null,
      // The first paint of these pages needs no JavaScript (§17, LCP was render delay); the shell
      // pages' first paint is their frame, for a signed-in reload.
      prerenderPages(['/account-login', ...demoPages, '/', '/employees', '/trainings']),
      // After the prerender: the policy hashes the inline blocks of the pages it wrote.
      securityHeaders(),
    ],
    server: {
      // The builds of the other modes (dist-api, dist-oidc, dist-product), Storybook's and the test
      // reports are written under the root: a new index.html there reloaded every open dev-server and
      // Storybook page mid-edit.
      watch: { ignored: ['**/dist/**', '**/dist-*/**', '**/storybook-static/**', '**/playwright-report/**', '**/test-results/**'] },
    },
    // The import's worker is a module worker: a chunk it imports on demand (the workbook reader, for
    // an .xlsx file) stays its own file instead of being inlined into every import.
    worker: { format: 'es' },
    build: {
      outDir,
      target: 'es2022',
      manifest: true,
      sourcemap: false,
      rolldownOptions: {
        // The loading layer's modules only define things: importing one name from its index
        // (src/loading/index.ts) must not bring the others, which cost every budgeted page 6-7 KB
        // of chunks it did not need (npm run size, 2026-11-25).
        treeshake: {
          moduleSideEffects: [{ test: /\/src\/loading\//, sideEffects: false }],
          // The loading layer's factories only build an object: a lazy part whose component nothing
          // draws goes, with its chunk (the demo cart in a build without the demo content, VITE_DEMO_CONTENT).
          manualPureFunctions: ['lazyPage', 'lazyPart', 'onDemand'],
        },
        // Chunking is the bundler's own rule, with nothing named by hand: every lazy import() starts a
        // chunk (a route's page, an overlay, a part of a page), and code that several chunks share goes
        // to a chunk per set of chunks that load it. Grouping libraries by package or our code by
        // folder on top of it made every budgeted page 11-58 KB heavier (gzip, npm run size,
        // 2026-12-05; docs/decisions/loading-tricks.md). `npm run check:bundles` checks the rule holds:
        // each route's page is a chunk of its own, and no chunks import each other in a circle.
      },
    },
  };
});
