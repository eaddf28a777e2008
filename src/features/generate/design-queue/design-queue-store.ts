import { QUEUE_DATABASE } from '@/config/device-storage';
import type { QueuedDesign, QueuedPhoto } from '@/features/generate/design-queue/design-queue';
import { notifyDesignQueue } from '@/features/generate/design-queue/design-queue-events';
import {
  fromStorableList,
  toStorableList,
  type StorableFile,
  type StoredWithFile,
} from '@/lib/offline/storable-blob';

/**
 * Where designs queued offline are kept: IndexedDB (`QUEUE_DATABASE`, object store `designs`,
 * one record per queued design, keyed by its `id`), so they survive a reload and the browser
 * being closed. The photos are stored as their bytes (`storable-blob.ts`), not as File objects,
 * which Safari's private windows refuse; records an earlier version stored with the Files
 * themselves are read as they are. A connection is opened for each operation and closed at
 * once, as the draft store does: logout deletes the database with `indexedDB.deleteDatabase`,
 * which an open connection would block.
 *
 * Where the browser has no IndexedDB (the test DOM among them) the queue lives in this page's
 * memory: it works the same, but only until the page goes.
 *
 * Every change is atomic (one readwrite transaction: read, decide, write), so the sender taking
 * a design on and the user cancelling it can never both win; and every write tells the sender
 * and the list (`notifyDesignQueue`).
 */

export type DesignQueueStore = {
  /** Every queued design on the device, oldest first. */
  list: () => Promise<QueuedDesign[]>;
  get: (id: string) => Promise<QueuedDesign | undefined>;
  add: (design: QueuedDesign) => Promise<void>;
  /**
   * Changes a design in one transaction: `change` gets it as stored and returns what to store,
   * or undefined to leave it. Resolves with what was stored, or undefined when the design is
   * gone or `change` left it.
   */
  update: (
    id: string,
    change: (current: QueuedDesign) => QueuedDesign | undefined,
  ) => Promise<QueuedDesign | undefined>;
  /** Removes a design when `when` holds for it as stored (always, without `when`): whether it did. */
  remove: (id: string, when?: (current: QueuedDesign) => boolean) => Promise<boolean>;
};

const STORE = 'designs';

type StoredPhoto = StoredWithFile<QueuedPhoto>;

type StoredDesign = Omit<QueuedDesign, 'sources' | 'inspirations'> & {
  sources: StoredPhoto[];
  inspirations: StoredPhoto[];
};

/**
 * Which stored form each File read from a record came from: `update` writes a design's photos
 * back as they were stored, within its transaction (reading a File's bytes would outlast it).
 */
type StoredForms = Map<File, StorableFile | File>;

function fromStored(stored: StoredDesign, forms?: StoredForms): QueuedDesign {
  const remember = forms && ((file: File, form: StorableFile | File) => forms.set(file, form));
  return {
    ...stored,
    sources: fromStorableList(stored.sources, remember),
    inspirations: fromStorableList(stored.inspirations, remember),
  };
}

async function toStored(design: QueuedDesign): Promise<StoredDesign> {
  const [sources, inspirations] = await Promise.all([
    toStorableList(design.sources),
    toStorableList(design.inspirations),
  ]);
  return { ...design, sources, inspirations };
}

/** `design` to store, its photos as read (`forms`): an update changes a design, never its photos. */
function toStoredAsRead(design: QueuedDesign, forms: StoredForms): StoredDesign {
  const photos = (list: QueuedPhoto[]) =>
    list.map((photo) => {
      const file = forms.get(photo.file);
      if (!file) throw new Error('An update cannot change the photos of a queued design.');
      return { ...photo, file };
    });
  return { ...design, sources: photos(design.sources), inspirations: photos(design.inspirations) };
}

function byQueuedAt(a: QueuedDesign, b: QueuedDesign) {
  return a.queuedAt.localeCompare(b.queuedAt);
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(QUEUE_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The design queue could not open.'));
  });
}

/**
 * Runs `work` in one transaction on the store, the connection closed right after. `work` may
 * chain requests in their callbacks; the promise settles with what `work` left in `result` once
 * the transaction has committed (or rejects when it failed).
 */
async function transact<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, result: { value?: T; error?: Error }) => void,
): Promise<T | undefined> {
  const db = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const result: { value?: T; error?: Error } = {};
      work(transaction.objectStore(STORE), result);
      transaction.oncomplete = () => resolve(result.value);
      transaction.onerror = () =>
        reject(transaction.error ?? new Error('The design queue was not saved.'));
      transaction.onabort = () =>
        reject(result.error ?? transaction.error ?? new Error('The design queue was not saved.'));
    });
  } finally {
    db.close();
  }
}

const indexedDbStore: DesignQueueStore = {
  async list() {
    const all = await transact<QueuedDesign[]>('readonly', (store, result) => {
      const request = store.getAll();
      request.onsuccess = () => {
        result.value = (request.result as StoredDesign[]).map((stored) => fromStored(stored));
      };
    });
    return (all ?? []).sort(byQueuedAt);
  },
  get(id) {
    return transact<QueuedDesign>('readonly', (store, result) => {
      const request = store.get(id);
      request.onsuccess = () => {
        const stored = request.result as StoredDesign | undefined;
        result.value = stored && fromStored(stored);
      };
    });
  },
  async add(design) {
    const stored = await toStored(design);
    await transact('readwrite', (store) => store.add(stored));
    notifyDesignQueue();
  },
  async update(id, change) {
    const stored = await transact<QueuedDesign>('readwrite', (store, result) => {
      const request = store.get(id);
      request.onsuccess = () => {
        const record = request.result as StoredDesign | undefined;
        const forms: StoredForms = new Map();
        const current = record && fromStored(record, forms);
        const next = current ? change(current) : undefined;
        if (!next) return;
        try {
          store.put(toStoredAsRead(next, forms));
        } catch (error) {
          result.error = error instanceof Error ? error : new Error(String(error));
          store.transaction.abort();
          return;
        }
        result.value = next;
      };
    });
    if (stored) notifyDesignQueue();
    return stored;
  },
  async remove(id, when = () => true) {
    const removed = await transact<boolean>('readwrite', (store, result) => {
      const request = store.get(id);
      request.onsuccess = () => {
        const stored = request.result as StoredDesign | undefined;
        const current = stored && fromStored(stored);
        if (!current || !when(current)) return;
        store.delete(id);
        result.value = true;
      };
    });
    if (removed) notifyDesignQueue();
    return removed === true;
  },
};

/** The queue in this page's memory, where there is no IndexedDB. */
function memoryStore(): DesignQueueStore {
  const designs = new Map<string, QueuedDesign>();
  return {
    list: () => Promise.resolve([...designs.values()].sort(byQueuedAt)),
    get: (id) => Promise.resolve(designs.get(id)),
    add: (design) => {
      if (designs.has(design.id)) {
        return Promise.reject(new Error('This design is queued already.'));
      }
      designs.set(design.id, design);
      notifyDesignQueue();
      return Promise.resolve();
    },
    update: (id, change) => {
      const current = designs.get(id);
      const next = current ? change(current) : undefined;
      if (next) {
        designs.set(id, next);
        notifyDesignQueue();
      }
      return Promise.resolve(next);
    },
    remove: (id, when = () => true) => {
      const current = designs.get(id);
      if (!current || !when(current)) return Promise.resolve(false);
      designs.delete(id);
      notifyDesignQueue();
      return Promise.resolve(true);
    },
  };
}

const inMemory = memoryStore();

/** The device's queue of designs made offline: IndexedDB, or this page's memory without it. */
export function designQueueStore(): DesignQueueStore {
  return typeof indexedDB === 'undefined' ? inMemory : indexedDbStore;
}
