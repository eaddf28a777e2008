/**
 * Everything the app keeps on the device, by name, in one place: what logout and a 401 clear
 * (src/lib/session/sign-out-wipe.ts) is this list, so a new store cannot be forgotten there.
 *
 * - `app`: the app's own code and pages (the service worker's precache). No user's data.
 * - `cached`: copies of what the API sent (answers, pictures). A 401 clears them, as logout does.
 * - `work`: what the user made on this device and has not sent yet (drafts, queued designs,
 *   presentation plans, priced and signed proposals, edited designs). Logout clears them; a 401 keeps them for when the same user signs in
 *   again (another user signing in clears them first).
 */

/** Cache Storage: the service worker's precache (Workbox's `cacheId`): the app, never data. */
export const APP_CACHE_ID = 'yardvision-app';

/** Cache Storage: pictures from the storage, kept by storage path as they are shown. */
export const PICTURE_CACHE = 'yardvision-pictures';

/** Cache Storage: the pictures of presentations made ready offline; nothing evicts them. */
export const PRESENTATION_CACHE = 'yardvision-presentation';

/** IndexedDB: the persisted query cache (idb-keyval's database and store). */
export const QUERY_CACHE_DATABASE = 'yardvision-query-cache';

/** IndexedDB: the generate wizard's draft (chosen photos, style, settings). */
export const DRAFTS_DATABASE = 'yardvision-drafts';

/** IndexedDB: designs queued offline, with their prepared photos. */
export const QUEUE_DATABASE = 'yardvision-queue';

/** IndexedDB: priced proposals, the price list and signed proposals (features/approval). */
export const APPROVALS_DATABASE = 'yardvision-approvals';

/** IndexedDB: designs edited in 'Keep and mix' (what they are made of, and their pictures). */
export const EDITS_DATABASE = 'yardvision-edits';

/**
 * The first part of the key of queries that read the device's own stores (IndexedDB), not the
 * API: they are not persisted with the API's answers (they are on the device already).
 */
export const DEVICE_QUERY_ROOT = 'device';

/** localStorage / sessionStorage keys of the user's work start with this (drafts, plans). */
export const WORK_STORAGE_KEY_PREFIX = 'yardvision:';

/** localStorage / sessionStorage keys under the prefix that hold no user's data. */
export const DEVICE_SETTING_KEYS = ['yardvision:deploy-reload'] as const;

/** Cache Storage caches of data from the API (a 401 and logout clear them). */
export const CACHED_DATA_CACHES = [PICTURE_CACHE, PRESENTATION_CACHE] as const;

/** IndexedDB databases of the user's unsent work (logout clears them). */
export const WORK_DATABASES = [
  DRAFTS_DATABASE,
  QUEUE_DATABASE,
  APPROVALS_DATABASE,
  EDITS_DATABASE,
] as const;
