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
      'no-restricted-imports': ['error', { paths: loadingDoor.paths, patterns: [...loadingDoor.patterns, { group: ['**/api/*', '**/machines/*', '**/routes/*'], message: 'Components get data as props only.' }] }],
    },
  },
  {
    files: ['src/api/**/*.ts', 'src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'wouter', 'notistack', '**/components/*', '**/routes/*'] }],
    },
  },
);
