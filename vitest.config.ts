import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/components/**/*.test.tsx'],
    setupFiles: ['tests/setup.ts'],
    environment: 'node',
    // Component tests opt into jsdom with a file-level docblock.
    restoreMocks: true,
    unstubEnvs: true,
    // Typing through user-event in jsdom is CPU-bound; on a loaded 2-core machine 5 s is not enough.
    testTimeout: 20_000,
  },
});
