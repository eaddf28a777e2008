import { fileURLToPath, URL } from 'node:url';

import { defineConfig } from 'vitest/config';

/**
 * Figures measured in Chromium through the browser tests' helpers (tests/measure/*.measure.ts,
 * e.g. `npm run measure:offline`). Not tests: they print figures; each builds what it measures.
 */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: { __DEMO_MODE__: 'true' },
  test: {
    name: 'measure',
    environment: 'node',
    include: ['tests/measure/**/*.measure.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
