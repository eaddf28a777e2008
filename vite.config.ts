import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';

import { apiBaseUrlFrom } from './src/config/api-base-url.ts';
import { PRODUCT_NAME } from './src/config/product.ts';
import { DEFAULT_THEME, THEME_STORAGE_KEY } from './src/config/theme.ts';

/** Fills index.html's %NAME% placeholders from the app's constants, so each lives in one place. */
function htmlConstants(values: Record<string, string>): Plugin {
  return {
    name: 'yardvision-html-constants',
    transformIndexHtml: (html) =>
      html.replace(/%([A-Z_]+)%/g, (match, name: string) => values[name] ?? match),
  };
}

/**
 * Demo mode, decided once: no API URL configured (`VITE_API_BASE_URL` read as the app reads it).
 * The app sees the decision as the constant `__DEMO_MODE__` (src/config/env.ts), so the bundler
 * drops the mock API from a build with an API URL; such a build also ships neither the mock
 * service worker nor the sample photos of public/ (removed from the output).
 */
function demoMode(): Plugin {
  let isDemo = true;
  let removeDemoAssetsFrom: string | undefined;
  return {
    name: 'yardvision-demo-mode',
    config(config, { mode }) {
      const env = loadEnv(mode, config.envDir || config.root || process.cwd(), 'VITE_');
      isDemo = apiBaseUrlFrom(env.VITE_API_BASE_URL) === '';
      return { define: { __DEMO_MODE__: JSON.stringify(isDemo) } };
    },
    configResolved(config) {
      if (config.command === 'build' && !isDemo) {
        removeDemoAssetsFrom = resolve(config.root, config.build.outDir);
      }
    },
    closeBundle() {
      if (!removeDemoAssetsFrom) return;
      rmSync(resolve(removeDemoAssetsFrom, 'mockServiceWorker.js'), { force: true });
      rmSync(resolve(removeDemoAssetsFrom, 'demo'), { recursive: true, force: true });
    },
  };
}

const TESTS = ['src/**/*.test.{ts,tsx}'];

/** Test files that replace modules (vi.mock, vi.resetModules): they get a module graph of their own. */
const ISOLATED_TESTS = ['src/**/register-route.flow.test.tsx', 'src/**/api-client.test.ts'];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    htmlConstants({ PRODUCT_NAME, DEFAULT_THEME, THEME_STORAGE_KEY }),
    demoMode(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    // The budget check reads the manifest to find what `/` loads before first paint.
    manifest: true,
    sourcemap: false,
    // The HEIC converter (about 3 MB) is a chunk of its own, loaded only when a HEIC photo is
    // picked; everything else stays far below this.
    chunkSizeWarningLimit: 3200,
  },
  test: {
    // happy-dom sets up and runs about twice as fast as jsdom; a file that needs jsdom says so in
    // a `@vitest-environment jsdom` comment.
    environment: 'happy-dom',
    // Vitest leaves a core free by default, which on a 2-core machine means one test file at a
    // time; the main process has little to do while the tests run.
    maxWorkers: availableParallelism(),
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    css: false,
    // Test files share their worker's environment and module graph instead of building both anew
    // per file (that set-up cost more than most files' tests). The setup file resets everything a
    // test can leave behind: DOM, MSW handlers, mock API data, session, storage, cookies, timers.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: TESTS, exclude: ISOLATED_TESTS, isolate: false },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED_TESTS },
      },
    ],
  },
});
