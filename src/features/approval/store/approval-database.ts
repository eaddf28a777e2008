import { APPROVALS_DATABASE } from '@/config/device-storage';
import { onResult, transact, type DatabaseSchema } from '@/lib/offline/idb-transaction';

/**
 * The approval feature's database (`APPROVALS_DATABASE`) as key-value stores, or this page's
 * memory where the browser has no IndexedDB. What the values mean, and their schemas, is
 * approval-store.ts's.
 */

export const PRICING = 'pricing';
export const SETTINGS = 'settings';
export const RECORDS = 'records';

const schema: DatabaseSchema = {
  name: APPROVALS_DATABASE,
  version: 1,
  upgrade: (db) => {
    if (!db.objectStoreNames.contains(PRICING)) db.createObjectStore(PRICING);
    if (!db.objectStoreNames.contains(SETTINGS)) db.createObjectStore(SETTINGS);
    if (!db.objectStoreNames.contains(RECORDS)) {
      db.createObjectStore(RECORDS, { keyPath: 'id' }).createIndex('owner', 'owner');
    }
  },
};

/** The values of one store: IndexedDB, or this page's memory without it. */
export type KeyValues = {
  get: (store: string, key: string) => Promise<unknown>;
  put: (store: string, key: string, value: unknown) => Promise<void>;
  /** The keys and values of `store` whose key starts with `prefix`. */
  entries: (store: string, prefix: string) => Promise<[key: string, value: unknown][]>;
  /** Every record of `owner`. */
  records: (owner: string) => Promise<unknown[]>;
  /** Changes the record `id` in one transaction; resolves with what was stored. */
  updateRecord: (id: string, change: (stored: unknown) => unknown) => Promise<unknown>;
  deleteRecord: (id: string) => Promise<void>;
};

const indexedDbValues: KeyValues = {
  get: (store, key) =>
    transact<unknown>(schema, store, 'readonly', (transaction, result) => {
      onResult(transaction.objectStore(store).get(key), (value) => {
        result.value = value;
      });
    }),
  put: async (store, key, value) => {
    await transact(schema, store, 'readwrite', (transaction) => {
      const target = transaction.objectStore(store);
      if (store === RECORDS) target.put(value);
      else target.put(value, key);
    });
  },
  entries: async (store, prefix) =>
    (await transact<[string, unknown][]>(schema, store, 'readonly', (transaction, result) => {
      const found: [string, unknown][] = [];
      result.value = found;
      // Every key of the store (a few per user of the device), those with the prefix kept.
      const request = transaction.objectStore(store).openCursor();
      onResult(request, (cursor) => {
        if (!cursor) return;
        if (typeof cursor.key === 'string' && cursor.key.startsWith(prefix)) {
          found.push([cursor.key, cursor.value]);
        }
        cursor.continue();
      });
    })) ?? [],
  records: async (owner) =>
    (await transact<unknown[]>(schema, RECORDS, 'readonly', (transaction, result) => {
      const index = transaction.objectStore(RECORDS).index('owner');
      onResult(index.getAll(owner), (value) => {
        result.value = value;
      });
    })) ?? [],
  updateRecord: (id, change) =>
    transact<unknown>(schema, RECORDS, 'readwrite', (transaction, result) => {
      const store = transaction.objectStore(RECORDS);
      onResult(store.get(id), (stored) => {
        if (stored === undefined) return;
        const next = change(stored);
        store.put(next);
        result.value = next;
      });
    }),
  deleteRecord: async (id) => {
    await transact(schema, RECORDS, 'readwrite', (transaction) => {
      transaction.objectStore(RECORDS).delete(id);
    });
  },
};

function ownerOf(value: unknown): unknown {
  return value !== null && typeof value === 'object' && 'owner' in value ? value.owner : undefined;
}

function memoryValues(): KeyValues {
  const stores = new Map<string, Map<string, unknown>>();
  const of = (store: string) => {
    let values = stores.get(store);
    if (!values) {
      values = new Map();
      stores.set(store, values);
    }
    return values;
  };
  return {
    get: (store, key) => Promise.resolve(of(store).get(key)),
    put: (store, key, value) => {
      of(store).set(key, value);
      return Promise.resolve();
    },
    entries: (store, prefix) =>
      Promise.resolve([...of(store).entries()].filter(([key]) => key.startsWith(prefix))),
    records: (owner) =>
      Promise.resolve([...of(RECORDS).values()].filter((value) => ownerOf(value) === owner)),
    updateRecord: (id, change) => {
      const stored = of(RECORDS).get(id);
      if (stored === undefined) return Promise.resolve(undefined);
      const next = change(stored);
      of(RECORDS).set(id, next);
      return Promise.resolve(next);
    },
    deleteRecord: (id) => {
      of(RECORDS).delete(id);
      return Promise.resolve();
    },
  };
}

const inMemory = memoryValues();

/** The stores: IndexedDB, or this page's memory where the browser has none. */
export function values(): KeyValues {
  return typeof indexedDB === 'undefined' ? inMemory : indexedDbValues;
}
