/**
 * Demo mode's in-browser API, only when no API base URL is configured. The condition is the
 * build's constant itself (IS_DEMO_MODE in src/config/env.ts has the same value): the bundler
 * folds a constant only within a module, so only this way does a build with an API URL leave out
 * the lazy import, and with it all of the mock code.
 */
export const demoApi = __DEMO_MODE__
  ? {
      start: () => import('@/demo/start-demo-api').then((module) => module.startDemoApi()),
      reset: () => import('@/demo/start-demo-api').then((module) => module.resetDemoData()),
    }
  : undefined;
