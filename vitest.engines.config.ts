import { defineConfig } from 'vitest/config';

import browserTests from './vitest.e2e.config.ts';

/**
 * The cross-engine browser tests: the main flows in WebKit (WebKitGTK's WebDriver, under Xvfb)
 * and Firefox ESR (WebDriver BiDi), against the built app served by the deploy/ nginx site.
 * Run after `vite build`; ENGINES=webkit or ENGINES=firefox runs one engine. The app's modules
 * they import are compiled as for the Chromium suite (its plugins, aliases and constants).
 */
export default defineConfig({
  plugins: browserTests.plugins,
  resolve: browserTests.resolve,
  define: browserTests.define,
  test: {
    name: 'engines',
    environment: 'node',
    include: ['tests/engines/**/*.engine.ts'],
    globalSetup: ['./tests/engines/global-setup.ts'],
    // Two files at a time (ENGINE_WORKERS to change it): in CI this set runs beside the Chromium
    // suite and the lint (.ci/run); alone, one browser at a time left a core of the two idle.
    // Each file has a browser of its own (a WebKit with its own Xvfb, or a Firefox).
    fileParallelism: true,
    maxWorkers: Number(process.env.ENGINE_WORKERS ?? 2),
    // The files of a worker share its modules (the mock API, zod, the app's texts...): each file
    // imported them anew, about a second of CPU per file. Each file still has its own browser,
    // contexts and servers (set up in its hooks); the helpers keep no state between files.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
