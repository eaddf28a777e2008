import { defineConfig } from 'vitest/config';

import browserTests from './vitest.e2e.config.ts';

/**
 * Figures measured in Chromium through the browser tests' helpers (tests/measure/*.measure.ts,
 * e.g. `npm run measure:offline`). Not tests: they print figures; each builds what it measures.
 * The app's modules they import (the session, the mock API) hold messages: they are compiled as
 * for the browser tests (their plugins, aliases and constants).
 */
export default defineConfig({
  plugins: browserTests.plugins,
  resolve: browserTests.resolve,
  define: browserTests.define,
  test: {
    name: 'measure',
    environment: 'node',
    include: ['tests/measure/**/*.measure.ts'],
    // The demo build served as the browser tests serve it (for the figures measured in demo mode).
    globalSetup: ['./tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
