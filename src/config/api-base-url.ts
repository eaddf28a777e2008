/**
 * What the `VITE_API_BASE_URL` setting means: trimmed and without trailing slashes; empty means
 * demo mode, in which an in-browser mock API answers every call. Pure, so that vite.config.ts
 * (which decides what a build ships) and the app read the setting the same way.
 */
export function apiBaseUrlFrom(setting: string | undefined): string {
  return (setting ?? '').trim().replace(/\/+$/, '');
}
