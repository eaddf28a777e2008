import { apiBaseUrlFrom } from '@/config/api-base-url';

/**
 * Where the REST API lives: `VITE_API_BASE_URL` trimmed, without a trailing slash. Read at each
 * call: the build writes the setting in as a constant, and a test that sets it (`vi.stubEnv`)
 * needs no fresh copy of the modules that read it.
 */
export function apiBaseUrl(): string {
  return apiBaseUrlFrom(import.meta.env.VITE_API_BASE_URL);
}

/**
 * Demo mode: no API configured, so an in-browser mock API answers every call. A constant of the
 * build (vite.config.ts computes it with `apiBaseUrlFrom`), so that the bundler drops demo mode's
 * code from a build with an API URL.
 */
export const IS_DEMO_MODE: boolean = __DEMO_MODE__;
