/**
 * Where the REST API lives: `VITE_API_BASE_URL` without a trailing slash. Empty means demo mode,
 * in which an in-browser mock API answers every call.
 */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '').trim().replace(/\/+$/, '');

export const IS_DEMO_MODE = API_BASE_URL === '';
