/**
 * Demo mode's in-browser API, only when no API base URL is configured. The build replaces the
 * condition with a constant, so a build with an API URL contains none of the mock code.
 */
export const demoApi = import.meta.env.VITE_API_BASE_URL
  ? undefined
  : {
      start: () => import('@/demo/demo-api').then((module) => module.startDemoApi()),
      reset: () => import('@/demo/demo-api').then((module) => module.resetDemoData()),
    };
