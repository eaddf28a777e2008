import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { onTestFinished, vi } from 'vitest';

/**
 * IndexedDB for a test (the test DOM has none): `installFakeIndexedDb()` puts a fresh, empty
 * fake-indexeddb on the window for this test (`unstubGlobals` removes it after), with what the
 * app's store tests need on top of it:
 *
 * - `refuseBlobs` makes it behave like WebKit (Safari) in a private window: a put or add of a value
 *   that holds a Blob or File fails its request with "UnknownError: Error preparing Blob/File data
 *   to be stored in object store", and its transaction aborts.
 * - Blobs and Files are kept as they are (browsers keep them by reference; they cannot change).
 *   fake-indexeddb clones with Node's `structuredClone`, which turns happy-dom's Files into plain
 *   objects without their bytes; for this test it clones with `cloneKeepingBlobs` instead.
 * - `stored` and `seed` read and write a store directly, as the test sees or arranges it.
 */

const UNKNOWN_ERROR = 'Error preparing Blob/File data to be stored in object store';
/** The library's own put and add, called with `.call(store, ...)`. */
type Write = (this: IDBObjectStore, value: unknown, key?: IDBValidKey) => IDBRequest<IDBValidKey>;
const { put, add } = IDBObjectStore.prototype as { put: Write; add: Write };
const nativeClone = globalThis.structuredClone;

/** The path (`value.sources[0].file`) of the first Blob or File in `value`, if it holds one. */
export function findBlob(value: unknown, path = 'value'): string | undefined {
  if (value instanceof Blob) return path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findBlob(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value instanceof Map) return findBlob([...value.entries()], path);
  if (value instanceof Set) return findBlob([...value], path);
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findBlob(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/** A structured clone of `value` whose Blobs and Files are the same objects. */
function cloneKeepingBlobs<T>(value: T): T {
  if (value instanceof Blob) return value;
  if (findBlob(value) === undefined) return nativeClone(value);
  const clone = (item: unknown): unknown => cloneKeepingBlobs(item);
  if (Array.isArray(value)) return value.map(clone) as T;
  if (value instanceof Map) return new Map([...value].map(([k, v]) => [clone(k), clone(v)])) as T;
  if (value instanceof Set) return new Set([...value].map(clone)) as T;
  return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, clone(v)])) as T;
}

/** How fake-indexeddb's transactions queue a request (internal, not in its types: it is pinned). */
type Requests = {
  _execRequestAsync: (request: { operation: () => never; source: IDBObjectStore }) => IDBRequest;
};

/** `write` (put or add), refusing a value that holds a Blob as WebKit's private windows do. */
function refusingBlobs(write: Write) {
  return function refusing(this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    if (findBlob(value) === undefined) return write.call(this, value, key);
    // The request fails, not the call (and so its transaction aborts), as in WebKit.
    return (this.transaction as unknown as Requests)._execRequestAsync({
      source: this,
      operation: () => {
        throw new DOMException(UNKNOWN_ERROR, 'UnknownError');
      },
    });
  };
}

function settled<T>(request: IDBRequest<T>) {
  return new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Puts a fresh fake IndexedDB on the window for this test; `refuseBlobs` as WebKit's private windows. */
export function installFakeIndexedDb(options: { refuseBlobs?: boolean } = {}) {
  const factory = new IDBFactory();
  vi.stubGlobal('indexedDB', factory);
  vi.stubGlobal('structuredClone', cloneKeepingBlobs);
  if (options.refuseBlobs) {
    const spies = [
      vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(refusingBlobs(put)),
      vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(refusingBlobs(add)),
    ];
    onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
  }

  /** A connection to database `name`, if it exists and has `store`. */
  async function openStore(name: string, store: string) {
    if (!(await factory.databases()).some((database) => database.name === name)) return undefined;
    const db = await settled(factory.open(name));
    if (db.objectStoreNames.contains(store)) return db;
    db.close();
    return undefined;
  }

  return {
    /** What `store` of database `name` holds, by key (its Blobs and Files as put); empty when none. */
    async stored(name: string, store: string): Promise<Map<IDBValidKey, unknown>> {
      const db = await openStore(name, store);
      if (!db) return new Map();
      try {
        const records = db.transaction(store).objectStore(store);
        const [keys, values] = await Promise.all([
          settled(records.getAllKeys()),
          settled(records.getAll()),
        ]);
        return new Map(keys.map((key, index) => [key, values[index]]));
      } finally {
        db.close();
      }
    },

    /**
     * Puts `value` into an existing store, as an earlier version of the app left it (Blobs
     * included, whatever `refuseBlobs` says): `key` for a store without a key path.
     */
    async seed(name: string, store: string, value: unknown, key?: IDBValidKey) {
      const db = await openStore(name, store);
      if (!db) throw new Error(`Open ${name} first: it has no store ${store}.`);
      try {
        const transaction = db.transaction(store, 'readwrite');
        put.call(transaction.objectStore(store), value, key);
        await new Promise((resolve, reject) => {
          transaction.oncomplete = resolve;
          transaction.onabort = () => reject(transaction.error ?? new Error('Not seeded.'));
        });
      } finally {
        db.close();
      }
    },
  };
}
