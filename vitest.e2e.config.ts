import { fileURLToPath, URL } from 'node:url';

import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

import { linguiMacros } from './scripts/lingui-macros.ts';
import { localesDefine } from './scripts/find-locales.ts';

/**
 * Browser (end-to-end) tests: Chromium, driven by playwright-core, against the built app served
 * as in production, by nginx with the site of deploy/ (started in tests/e2e/global-setup.ts).
 * Run after `vite build`.
 */
export default defineConfig({
  // The app's modules the tests import (the mock API, its seeded data) may hold messages.
  plugins: [linguiMacros(), lingui()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The mock API's modules (tests/e2e/fake-api.ts) read the build's demo-mode constant.
  define: { __DEMO_MODE__: 'true', ...localesDefine },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    // Two files at a time (E2E_WORKERS to change it): most of a browser test is waiting (for a
    // page, a generation, a worker's install), so two of them share the 2 cores here well. Each
    // file has its own Chromium, contexts and nginx (a free port of its own), and the files
    // that need a build with an API share one (api-build.ts).
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // The files of a worker share its modules (the mock API, zod, the app's texts...): each file
    // imported them anew, about a second of CPU per file. Each file still has its own browser,
    // contexts and servers (set up in its hooks); the helpers keep no state between files.
    isolate: false,
    // The longest flows take 50 s on a busy machine (another file's browser and a CI's other
    // steps beside them): a timeout is no verdict on the app. A locator still fails within 20 s (browser.ts).
    testTimeout: 120_000,
    // expect.poll waits as long as a locator (PATIENCE_MS in browser.ts), not vitest's 1 s: a
    // step such as 'Print proposal' decoding six pictures took 0.15–0.4 s here and over 1 s in
    // a CI run with another browser beside it.
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
