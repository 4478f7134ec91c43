import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What only src/loading may use: React's lazy, and the loading layer's own modules behind its index. */
const loadingDoor = {
  paths: [{ name: 'react', importNames: ['lazy'], message: 'Load code on demand through src/loading (lazyPage, lazyPart).' }],
  patterns: [{ group: ['**/loading/*'], message: 'Import the loading layer from src/loading (its index) only.' }],
};

/**
 * The session alone reads and writes the token (docs/architecture.md "Machines"): the token store is
 * imported only by the session's own modules (`sessionModules`), which every other part goes through.
 */
const tokenStore = {
  group: ['**/storage/token-store', '**/storage/token-store.*'],
  message: 'Only the session reads or writes the token: use src/machines/session-persistence.ts or the session actor.',
};
const sessionModules = ['src/machines/session.machine.ts', 'src/machines/session-*.ts'];

const inSrc = (...entries) => entries.map((entry) => `./src/${entry}`);
/** The page areas: one folder each under src/routes, beside the route table's own files. */
const areas = readdirSync('./src/routes', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Story and test helpers are held to the folders' rules, but may import the mock backend's data. */
const storiesAndTests = ['src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}', 'src/**/story-*.ts', 'src/components/stories/**'];

/**
 * What each shared folder may import (docs/architecture.md "Folders"): anything else under src/ is
 * refused, the routes, the app and the boot included. The table is the architecture; change both.
 */
const sharedImports = {
  hooks: ['api', 'components', 'config', 'domain', 'i18n', 'loading', 'machines', 'storage', 'theme'],
  components: ['domain', 'i18n', 'loading', 'theme'],
  machines: ['api', 'config', 'domain', 'i18n', 'storage', 'theme'],
  api: ['config', 'domain', 'loading', 'storage', 'report-error.ts'],
  storage: ['domain'],
  loading: [],
  config: ['domain'],
  i18n: ['domain'],
  theme: ['domain'],
  demo: ['domain'],
  domain: [],
  'report-error.ts': ['config'],
};
const srcEntries = readdirSync('./src');

/**
 * The folders and what each may import, on resolved paths, so a relative import cannot slip past;
 * lazy `import()`s count too.
 */
const layerZones = [
  ...Object.entries(sharedImports).map(([folder, allowed]) => ({
    target: `./src/${folder}`,
    from: inSrc(...srcEntries.filter((entry) => entry !== folder && !allowed.includes(entry) && !(folder === 'domain' && entry === 'api'))),
    message: allowed.length
      ? `src/${folder} may import only ${allowed.join(', ')} (docs/architecture.md).`
      : `src/${folder} imports nothing of the app (docs/architecture.md).`,
  })),
  { target: './src/domain', from: './src/api', except: ['./generated'], message: 'domain holds the rules: of the api it may name only the generated types.' },
  ...areas.map((area) => ({
    target: `./src/routes/${area}`,
    from: inSrc('app', 'boot'),
    message: 'A page area does not depend on the app that puts it together, nor on the boot.',
  })),
  { target: './src/app', from: inSrc('boot'), message: 'The app does not depend on the boot that starts it.' },
  ...areas.map((area) => ({
    target: `./src/routes/${area}`,
    from: './src/routes/*/**',
    except: [`**/src/routes/${area}/**`, '**/src/routes/*/index.ts'],
    message: 'Another area is reached through its index.ts.',
  })),
  {
    target: './src/app',
    from: './src/routes/*/**',
    except: ['**/src/routes/*/index.ts', '**/src/routes/**/*.route.tsx', '**/src/routes/**/*-page.tsx', '**/src/routes/**/*-landing.tsx'],
    message: 'The app reaches an area through its index.ts, or loads one of its pages on demand (*.route.tsx, *-page.tsx, *-landing.tsx).',
  },
];
/** Views and production code that stories and tests are not held to. */
const productionZones = [
  {
    target: './src',
    from: './mocks',
    except: ['./browser.ts'],
    message: 'Production code does not import the mock backend; the boot starts it through mocks/browser.ts.',
  },
];
const reactPackages = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-intl',
  'react-aria',
  'react-aria-components',
  'react-stately',
  '@xstate/react',
  'wouter',
  'wouter/*',
  'notistack',
  'react-hook-form',
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'storybook-static', 'src/api/generated', 'public/mockServiceWorker.js', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // One-way dependencies: no module reaches itself again through its imports, lazy ones included.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }], 'import-x/no-duplicates': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: storiesAndTests,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...productionZones] }] },
  },
  {
    files: storiesAndTests,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // The loading layer has one door (src/loading/index.ts), and no other lazy mechanism beside it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/loading/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: loadingDoor.paths, patterns: [...loadingDoor.patterns, tokenStore] }],
    },
  },
  {
    // Machines, the api, storage, config and the rules run in Node and in tests without React.
    files: ['src/api/**/*.ts', 'src/machines/**/*.ts', 'src/domain/**/*.ts', 'src/storage/**/*.ts', 'src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: loadingDoor.paths, patterns: [...loadingDoor.patterns, tokenStore, { group: reactPackages, message: 'This layer runs without React.' }] },
      ],
    },
  },
  {
    // The session's own modules: the one place the token store is imported.
    files: sessionModules,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: loadingDoor.paths, patterns: [...loadingDoor.patterns, { group: reactPackages, message: 'This layer runs without React.' }] },
      ],
    },
  },
);
