import type { QueryClient } from '@tanstack/react-query';

import {
  CACHED_DATA_CACHES,
  DEVICE_SETTING_KEYS,
  WORK_DATABASES,
  WORK_STORAGE_KEY_PREFIX,
} from '@/config/device-storage';
import { releaseOwnPictureUrls } from '@/lib/images/own-picture-urls';
import { SESSION_EXPIRED_MESSAGE, signOut } from '@/lib/session/session';

/**
 * What leaves this device when a session ends or another user signs in: the one place that
 * decides what is wiped, when, and what is kept. Everything the app keeps on the device is named
 * in src/config/device-storage.ts, by kind (the app, cached data, unsent work); this module
 * clears by those kinds.
 *
 * - 'Logout' (`logOut`): the query cache, the persisted queries, the pictures (Cache Storage),
 *   the drafts, queued designs, presentation plans, priced and signed proposals, edited designs (storage keys,
 *   IndexedDB; the screen offers first to download signed proposals never shared). Kept: the app
 *   (the worker's precache), the theme and the language.
 * - A 401 from the API (`expireSession`): the query cache, the persisted queries, the pictures.
 *   Kept: the user's unsent work (drafts, queued designs, plans), for when they sign in again;
 *   the app, the theme and the language.
 * - The token expiring, another tab signing out: the query cache (`clearQueriesOnUserChange`).
 *   What the device holds waits for the same user's return.
 * - Another user signing in (`claimDevice`): everything the previous user left, as at 'Logout'.
 *
 * The queue of designs made offline lives in IndexedDB (`QUEUE_DATABASE`): wiping it is what
 * stops it; its sender runs only inside the signed-in area, which a sign-out leaves.
 */

/** Whose data the device holds now (set at sign-in): another user signing in clears it first. */
export const DEVICE_OWNER_KEY = `${WORK_STORAGE_KEY_PREFIX}device-owner`;

async function deleteCaches(names: readonly string[]) {
  if (typeof caches === 'undefined') return;
  await Promise.all(names.map((name) => caches.delete(name)));
}

function deleteDatabase(name: string) {
  return new Promise<void>((resolve) => {
    if (typeof indexedDB === 'undefined') {
      resolve();
      return;
    }
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab still has it open: it is deleted once that tab lets go (it closes its
    // connections after each use); the data is unreachable from here on either way.
    request.onblocked = () => resolve();
  });
}

function clearWorkKeys(storage: Storage | undefined) {
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (!key?.startsWith(WORK_STORAGE_KEY_PREFIX)) continue;
    if ((DEVICE_SETTING_KEYS as readonly string[]).includes(key)) continue;
    storage.removeItem(key);
  }
}

function storageOf(name: 'localStorage' | 'sessionStorage') {
  try {
    return typeof window === 'undefined' ? undefined : window[name];
  } catch {
    return undefined;
  }
}

/** Deletes the cached answers and pictures: persisted queries, Cache Storage copies. */
async function clearCachedData() {
  await Promise.all([
    // Loaded here, not with the API client (which a sign-in page loads): idb-keyval and the
    // persister are the signed-in area's.
    import('@/lib/offline/query-persistence')
      .then(({ clearPersistedQueries }) => clearPersistedQueries())
      .catch(() => undefined),
    deleteCaches(CACHED_DATA_CACHES).catch(() => undefined),
  ]);
}

/** Deletes everything of the organization on this device: cached data and unsent work. */
async function clearDeviceData() {
  // The pictures the app made from the user's work (edited designs) are no longer readable.
  releaseOwnPictureUrls();
  clearWorkKeys(storageOf('localStorage'));
  clearWorkKeys(storageOf('sessionStorage'));
  await Promise.all([clearCachedData(), ...WORK_DATABASES.map(deleteDatabase)]);
}

/**
 * At sign-in: when the device holds another user's data (their session ended without a
 * logout), it goes before this user's is kept. Then remembers who holds it now.
 */
export async function claimDevice(owner: string) {
  const storage = storageOf('localStorage');
  const previous = storage?.getItem(DEVICE_OWNER_KEY);
  if (previous && previous !== owner) await clearDeviceData();
  try {
    storage?.setItem(DEVICE_OWNER_KEY, owner);
  } catch {
    // Storage off: nothing is kept on the device either.
  }
}

/**
 * 'Logout': the session ends and nothing of the organization stays on the device, so the next
 * person here sees none of it (the query cache is cleared by `clearQueriesOnUserChange`, which
 * the data provider runs on the change of user). Resolves once everything is deleted.
 */
export function logOut() {
  signOut();
  return clearDeviceData();
}

/**
 * A 401 from the API: the session ends ('Your session has expired' on the sign-in screen); the
 * copies of the API's answers and pictures go with it, the user's unsent work waits for them to
 * sign in again.
 */
export function expireSession() {
  signOut(SESSION_EXPIRED_MESSAGE);
  return clearCachedData();
}

/** Whose data each query client holds: the session owner it last saw (see `sessionOwner`). */
const queryOwners = new WeakMap<QueryClient, string>();

/**
 * On any change of the signed-in user (logout, a 401, the token expiring, another tab), the
 * fetched data in memory goes, so nobody sees the previous user's data and nothing refetches
 * with a dead token. The owner is kept with the client: a change while no screen with data is
 * open (on the landing page, say) is still seen when the next one opens.
 */
export function clearQueriesOnUserChange(queryClient: QueryClient, owner: string) {
  if (queryOwners.has(queryClient) && queryOwners.get(queryClient) !== owner) queryClient.clear();
  queryOwners.set(queryClient, owner);
}
