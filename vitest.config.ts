import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Worker threads start faster than forked processes: 57 s -> 48 s for the whole suite here.
    pool: 'threads',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    unstubEnvs: true,
    // Typing through user-event in jsdom is CPU-bound; on a loaded 2-core machine 5 s is not enough.
    testTimeout: 20_000,
    projects: [
      {
        // Machines, gateway and REST layer in Node. They keep no state between files beyond what
        // tests/setup.ts resets after each test, so the files share workers: a fresh worker per
        // file cost ~290 ms each, 13 s of a 57 s run.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        // Components in jsdom, one fresh environment per file: lazy chunks, toasts and portals
        // hold module state that a file's tests rely on starting empty.
        test: { name: 'components', include: ['tests/components/**/*.test.tsx', 'src/**/*.test.tsx'], environment: 'jsdom' },
      },
    ],
  },
});
