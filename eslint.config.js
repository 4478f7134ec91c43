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

const inSrc = (...folders) => folders.map((folder) => `./src/${folder}`);
const features = readdirSync('./src/features');
/** Story and test helpers may reach anything they show or check, the mock backend's data included. */
const storiesAndTests = ['src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}', 'src/**/story-*.ts', 'src/components/stories/**'];

/**
 * The folders and what each may import (docs/architecture.md "Folders"), on resolved paths, so a
 * relative import cannot slip past. Lazy `import()`s count too.
 */
const layerZones = [
  {
    target: inSrc('api', 'components', 'config', 'demo', 'domain', 'hooks', 'i18n', 'loading', 'machines', 'storage', 'theme'),
    from: inSrc('features', 'app', 'boot'),
    message: 'Shared code depends on no feature and not on the app.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features/**',
    except: [`**/src/features/${feature}/**`, '**/src/features/*/index.ts'],
    message: 'Another feature is reached through its index.ts.',
  })),
  {
    target: './src/app',
    from: './src/features/**',
    except: ['**/src/features/*/index.ts', '**/src/features/**/*.route.tsx', '**/src/features/**/*-page.tsx', '**/src/features/**/*-landing.tsx'],
    message: "The app reaches a feature through its index.ts, or loads one of its pages on demand (*.route.tsx, *-page.tsx, *-landing.tsx).",
  },
  { target: inSrc('domain'), from: inSrc('components', 'config', 'demo', 'hooks', 'i18n', 'loading', 'machines', 'storage', 'theme'), message: 'domain holds the rules: it imports nothing of the app.' },
  { target: inSrc('domain'), from: './src/api', except: ['./generated'], message: 'domain holds the rules: of the api it may name only the generated types.' },
  { target: inSrc('api', 'storage'), from: inSrc('machines', 'hooks', 'components'), message: 'The api and storage lie beneath the machines and the views.' },
  { target: inSrc('config'), from: inSrc('api', 'machines', 'hooks', 'components', 'storage'), message: 'config is read by the layers, it does not read them.' },
  { target: inSrc('loading'), from: inSrc('api', 'components', 'hooks', 'machines'), message: 'The loading layer knows no component: callers hand it what to show.' },
  { target: inSrc('machines'), from: inSrc('components', 'hooks'), message: 'Machines know no views: React meets them in hooks and routes.' },
];
/** Views and production code that stories and tests are not held to. */
const productionZones = [
  { target: inSrc('components'), from: inSrc('api', 'machines', 'hooks'), message: 'Components get data as props only.' },
  { target: './src', from: './mocks', except: ['./browser.ts'], message: 'Production code does not import the mock backend; the boot starts it through mocks/browser.ts.' },
];
const reactPackages = ['react', 'react-dom', 'react-dom/*', 'react-intl', 'react-aria', 'react-aria-components', 'react-stately', '@xstate/react', 'wouter', 'wouter/*', 'notistack', 'react-hook-form'];

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
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
      'no-restricted-imports': ['error', { paths: loadingDoor.paths, patterns: loadingDoor.patterns }],
    },
  },
  {
    // Import direction (style guide): components get data as props only.
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: loadingDoor.paths, patterns: loadingDoor.patterns }],
    },
  },
  {
    // Machines, the api, storage, config and the rules run in Node and in tests without React.
    files: ['src/api/**/*.ts', 'src/machines/**/*.ts', 'src/domain/**/*.ts', 'src/storage/**/*.ts', 'src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: loadingDoor.paths, patterns: [...loadingDoor.patterns, { group: reactPackages, message: 'This layer runs without React.' }] }],
    },
  },
);
