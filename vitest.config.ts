import { existsSync } from 'node:fs';
import path from 'node:path';
import reactDocgenTypescript from '@joshwooding/vite-plugin-react-docgen-typescript';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { docgenOptions } from './.storybook/docgen.js';

// Debian's headless shell when installed, else Debian's Chromium, as the e2e suites use (playwright.config.ts).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Every story as a test in real Chromium (Storybook's Vitest addon): it renders, its play function
 * passes and axe finds no violation (`parameters.a11y.test`). One project per look a designer
 * reviews, the look pinned by the toolbar's globals.
 */
const storybookProject = (name: string, globals: Record<string, string>, exclude: string[] = []): TestProjectInlineConfiguration => ({
  plugins: [
    // Stories are drawn at the laptop width the app is checked at (the addon sizes the page by this global).
    storybookTest({ configDir: '.storybook', initialGlobals: { ...globals, viewport: { value: 'laptop', isRotated: false } }, tags: { exclude } }),
    // The addon leaves Storybook's prop reader out of tests; the controls sweep needs the controls a designer gets.
    ...(exclude.includes('controls-sweep') ? [] : [reactDocgenTypescript(docgenOptions)]),
  ],
  // Found only once a story imports them, these would make Vite re-optimize and reload the run midway.
  optimizeDeps: { include: ['@storybook/react-vite', '@testing-library/react'] },
  test: {
    name,
    // The controls sweep (tests/stories/controls.stories.tsx) draws a few hundred stories in one test.
    testTimeout: 120_000,
    setupFiles: ['.storybook/vitest.visual.ts'],
    // The story files share one page instead of a fresh frame each that imports React, react-aria and
    // Storybook's runtime again: the three looks took 181 s instead of 384 s (2026-12-05). Each story
    // still mounts afresh, and the preview's loader resets the mock worker's handlers before each.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath, args: ['--no-sandbox', '--disable-gpu'] } }),
      instances: [{ browser: 'chromium' }],
      // One folder of baselines per look; a picture may differ from its baseline in at most 1% of its
      // pixels (anti-aliasing and font hinting), each compared with pixelmatch's 0.2 threshold.
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
          resolveScreenshotPath: ({ root, testFileName, arg, ext }) =>
            path.join(root, 'tests/stories/baselines', name, testFileName.replace(/\.stories\.tsx$/, ''), `${arg}${ext}`),
        },
      },
    },
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    // Worker threads start faster than forked processes: 57 s -> 48 s for the whole suite here.
    pool: 'threads',
    restoreMocks: true,
    unstubEnvs: true,
    // Typing through user-event in jsdom is CPU-bound; on a loaded 2-core machine 5 s is not enough.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        // Machines, gateway and REST layer in Node. They keep no state between files beyond what
        // tests/setup.ts resets after each test, so the files share workers: a fresh worker per
        // file cost ~290 ms each, 13 s of a 57 s run.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'], environment: 'node', isolate: false, setupFiles: ['tests/setup.ts'] },
      },
      {
        extends: true,
        // Our own servers, asked over the real network: tests/setup.ts's fake network (MSW, which
        // intercepts sockets) would stand between the client and the server, and it does not speak HTTP/2.
        test: { name: 'servers', include: ['tests/servers/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // Components in jsdom, one fresh environment per file: lazy chunks, toasts and portals
        // hold module state that a file's tests rely on starting empty.
        test: { name: 'components', include: ['tests/components/**/*.test.tsx', 'src/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/setup.ts'] },
      },
      storybookProject('stories', { theme: 'light' }),
      storybookProject('stories-dark', { theme: 'dark' }, ['controls-sweep']),
      storybookProject('stories-arabic', { locale: 'ar' }, ['controls-sweep']),
    ],
  },
});
