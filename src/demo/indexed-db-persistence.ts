import type { MockPersistence, MockState, StoredFile } from '@/demo/mock-persistence';
import {
  createTurns,
  fromStorableBlob,
  toStorableBlob,
  type StorableBlob,
} from '@/lib/offline/storable-blob';

const DATABASE = 'yardvision-demo';
const STATE_STORE = 'state';
const FILE_STORE = 'files';
const STATE_KEY = 'state';

/** A file as IndexedDB keeps it: its bytes, not a Blob (earlier versions stored the Blob). */
type StoredRecord = { contentType: string; bytes: StorableBlob | Blob };

function promised<T>(request: IDBRequest<T>) {
  return new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function open() {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(STATE_STORE);
    request.result.createObjectStore(FILE_STORE);
  };
  return promised(request);
}

/**
 * Demo mode's persistence: records and files in IndexedDB, so a reload keeps everything the user
 * added. Files are stored as their bytes (`storable-blob.ts`: Safari's private windows refuse a
 * Blob in IndexedDB), one entry each, and read only when asked for. File writes, deletes and
 * clears happen in the order they were asked for, though a write first reads its file's bytes.
 */
export async function createIndexedDbPersistence(): Promise<MockPersistence> {
  const db = await open();

  const inTurn = createTurns();

  function run<T>(
    store: string,
    mode: IDBTransactionMode,
    work: (s: IDBObjectStore) => IDBRequest<T>,
  ) {
    const transaction = db.transaction(store, mode);
    const result = promised(work(transaction.objectStore(store)));
    return new Promise<T>((resolve, reject) => {
      transaction.oncomplete = () => void result.then(resolve, reject);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    });
  }

  return {
    loadState: async () =>
      (await run<unknown>(STATE_STORE, 'readonly', (s) => s.get(STATE_KEY))) as
        MockState | undefined,
    saveState: async (state) => {
      await run(STATE_STORE, 'readwrite', (s) => s.put(state, STATE_KEY));
    },
    readFile: async (key): Promise<StoredFile | undefined> => {
      const stored = (await run<unknown>(FILE_STORE, 'readonly', (s) => s.get(key))) as
        StoredRecord | undefined;
      return stored && { contentType: stored.contentType, bytes: fromStorableBlob(stored.bytes) };
    },
    writeFile: (key, file) =>
      inTurn(async () => {
        const stored: StoredRecord = {
          contentType: file.contentType,
          bytes: await toStorableBlob(file.bytes),
        };
        await run(FILE_STORE, 'readwrite', (s) => s.put(stored, key));
      }),
    deleteFiles: (keys) =>
      inTurn(async () => {
        const transaction = db.transaction(FILE_STORE, 'readwrite');
        for (const key of keys) transaction.objectStore(FILE_STORE).delete(key);
        await new Promise<void>((resolve, reject) => {
          transaction.oncomplete = () => resolve();
          transaction.onerror = () =>
            reject(transaction.error ?? new Error('IndexedDB delete failed'));
          transaction.onabort = () =>
            reject(transaction.error ?? new Error('IndexedDB delete aborted'));
        });
      }),
    clear: () =>
      inTurn(async () => {
        await run(STATE_STORE, 'readwrite', (s) => s.clear());
        await run(FILE_STORE, 'readwrite', (s) => s.clear());
      }),
  };
}
