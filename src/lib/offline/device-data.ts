import {
  CACHED_DATA_CACHES,
  DEVICE_SETTING_KEYS,
  WORK_DATABASES,
  WORK_STORAGE_KEY_PREFIX,
} from '@/config/device-storage';
import { clearPersistedQueries } from '@/lib/offline/query-persistence';

/**
 * Clears what the app keeps on the device (src/config/device-storage.ts lists it all):
 * - `clearCachedData`: copies of the API's answers and pictures (a 401, logout);
 * - `clearDeviceData`: those and the user's unsent work (logout, another user signing in).
 * The app's own code (the service worker's precache) and device settings (theme) stay.
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
export async function clearCachedData() {
  await Promise.all([
    clearPersistedQueries().catch(() => undefined),
    deleteCaches(CACHED_DATA_CACHES).catch(() => undefined),
  ]);
}

/** Deletes everything of the organization on this device: cached data and unsent work. */
export async function clearDeviceData() {
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
