import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, set } from 'idb-keyval';

import { DEVICE_QUERY_ROOT, QUERY_CACHE_DATABASE } from '@/config/device-storage';
import { getSession, sessionOwner } from '@/lib/session/session';

/**
 * What the signed-in user has seen (customers, projects, designs) stays readable offline: the
 * query cache is written to IndexedDB as it changes (TanStack Query's persister, throttled),
 * and read back when the app starts, before any screen asks the network. Per user: the entry
 * is named by its owner (`sessionOwner`), written only while that owner is signed in, and read
 * only by them. Logout and a 401 delete it (src/lib/session/sign-out-wipe.ts).
 *
 * What a screen shows from it is what the API sent last time, so the network banner says it
 * may be out of date while offline; online, each screen asks again as usual (stale data is
 * refetched).
 */

/** A week: data older than that is not shown. */
const PERSISTED_QUERY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The shape of what is kept: raise it when an entity's schema changes what it keeps, and the
 * next build starts without the old cache (a deploy that changes nothing there keeps it, so
 * an update before a day in the field does not empty the device).
 */
const BUSTER = 'entities-1';

let store: ReturnType<typeof createStore> | undefined;
function queryStore() {
  store ??= createStore(QUERY_CACHE_DATABASE, 'queries');
  return store;
}

/** Where the kept queries are written, entry by entry (a test gives one it can hold back). */
export type KeptQueryStore = {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  del(key: string): Promise<void>;
};

/** The device's: IndexedDB (`QUERY_CACHE_DATABASE`), through idb-keyval. */
const indexedDbStore: KeptQueryStore = {
  get: (key) => get<string>(key, queryStore()),
  set: (key, value) => set(key, value, queryStore()),
  del: (key) => del(key, queryStore()),
};

function available() {
  return typeof indexedDB !== 'undefined';
}

/** The entry of `owner`'s cache. */
function entryKey(owner: string) {
  return `queries:${owner}`;
}

/** Writes only while `owner` is the signed-in user: a late write never outlives a logout. */
function isCurrentOwner(owner: string) {
  return sessionOwner(getSession()) === owner;
}

/**
 * How long a screen waits for the kept data before it asks the network without it. Reading it
 * takes a few milliseconds; a store that does not answer (below) must not keep the app on
 * 'Loading...'.
 */
export const RESTORE_WAIT_MS = 3000;

/**
 * Whether the page is going into the browser's back/forward cache. A write started then (the
 * flush on leaving, or a pending one) is frozen with the page, unfinished, and in WebKit (Safari)
 * its transaction keeps the store locked: the next page of the app then waited on the kept
 * data forever. Writes wait until the page is shown again; a page that is not cached, but
 * closed, may write (its transaction ends with it).
 */
let enteringPageCache = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', (event) => {
    enteringPageCache = event.persisted;
  });
  window.addEventListener('pageshow', () => {
    enteringPageCache = false;
  });
}

/** `promise`, or a rejection once `ms` have passed without it settling. */
function within<T>(promise: Promise<T>, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('The kept data did not come in time.')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * `owner`'s entry in `store`, written only while `owner` is signed in and the page is not going
 * into the back/forward cache. Writes are spaced `throttleTime` apart (gathering the changes in
 * between; 0: at once).
 */
function persisterFor(owner: string, store: KeptQueryStore, throttleTime: number) {
  return createAsyncStoragePersister({
    key: entryKey(owner),
    throttleTime,
    storage: {
      getItem: (key: string) => store.get(key),
      setItem: async (key: string, value: string) => {
        if (isCurrentOwner(owner) && !enteringPageCache) await store.set(key, value);
      },
      removeItem: (key: string) => store.del(key),
    },
  });
}

function optionsFor(queryClient: QueryClient, persister: Persister): PersistQueryClientOptions {
  return {
    queryClient,
    persister,
    buster: BUSTER,
    maxAge: PERSISTED_QUERY_MAX_AGE_MS,
    dehydrateOptions: {
      // Only answers: a failed or waiting query is asked again anyway. Not what the device's own
      // stores gave (they are kept there already).
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.queryKey[0] !== DEVICE_QUERY_ROOT,
    },
  };
}

/**
 * Restores `owner`'s persisted queries into `queryClient`, then keeps them written as they
 * change, in `store` (the device's IndexedDB). Resolves to the function that stops writing.
 * Signed out (or without IndexedDB) it does nothing.
 */
export async function persistQueries(
  queryClient: QueryClient,
  owner: string,
  store: KeptQueryStore = indexedDbStore,
) {
  if (!available() || owner === sessionOwner({ status: 'signed-out' })) return () => undefined;
  const options = optionsFor(queryClient, persisterFor(owner, store, 1000));
  // Leaving goes past the second between writes: the page may be gone (or its timers frozen, on
  // a phone put away) before the next one.
  const leavingOptions = optionsFor(queryClient, persisterFor(owner, store, 0));
  try {
    await within(persistQueryClientRestore(options), RESTORE_WAIT_MS);
    // What was kept shows at once, and is asked for again as each screen opens (when online):
    // it may be older than its time stamp says (a write left unfinished when the page closed).
    await queryClient.invalidateQueries({ refetchType: 'none' });
  } catch {
    // Unreadable, or not read in time: the app starts without it, as on a first visit.
  }
  const unsubscribe = persistQueryClientSubscribe(options);
  // Writes wait up to a second to gather changes: when the page is hidden or left (the app
  // closed, the phone locked), the cache is written at once.
  const flush = () => {
    if (document.visibilityState === 'hidden') void persistQueryClientSave(leavingOptions);
  };
  document.addEventListener('visibilitychange', flush);
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', flush);
    window.removeEventListener('pagehide', flush);
  };
}

/** Deletes every persisted query cache on this device (logout, a 401, another user). */
export async function clearPersistedQueries() {
  if (!available()) return;
  await clear(queryStore());
}
