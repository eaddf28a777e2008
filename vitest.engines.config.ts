import { fileURLToPath, URL } from 'node:url';

import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

import { linguiMacros } from './scripts/lingui-macros.ts';
import { localesDefine } from './scripts/find-locales.ts';

/**
 * The cross-engine browser tests: the main flows in WebKit (WebKitGTK's WebDriver, under Xvfb)
 * and Firefox ESR (WebDriver BiDi), against the built app served by the deploy/ nginx site.
 * Run after `vite build`; ENGINES=webkit or ENGINES=firefox runs one engine.
 */
export default defineConfig({
  plugins: [linguiMacros(), lingui()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: { __DEMO_MODE__: 'true', ...localesDefine },
  test: {
    name: 'engines',
    environment: 'node',
    include: ['tests/engines/**/*.engine.ts'],
    globalSetup: ['./tests/engines/global-setup.ts'],
    // One browser at a time: the machines here have 2 cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
