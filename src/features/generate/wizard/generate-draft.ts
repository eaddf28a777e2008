import { DRAFTS_DATABASE } from '@/config/device-storage';
import type { Style } from '@/entities/generation/model/style-catalogue';
import type { GenerationSettings } from '@/entities/generation/model/generation-settings';
import type { VariationChoice } from '@/features/generate/variations/variations';
import {
  createTurns,
  fromStorableList,
  toStorableList,
  type StoredWithFile,
} from '@/lib/offline/storable-blob';

/**
 * The generate wizard's draft: the chosen photos (already prepared), style, settings and
 * variations, kept in
 * IndexedDB until the generation starts, so a reload or a crash loses nothing. Per user.
 * The photos are stored as their bytes (`storable-blob.ts`): Safari's private windows refuse a
 * File in IndexedDB.
 */

export type DraftPhoto = {
  id: string;
  file: File;
  originalName: string;
  width: number;
  height: number;
};

export type GenerateDraft = {
  sources: DraftPhoto[];
  inspirations: DraftPhoto[];
  style?: Style;
  settings: GenerationSettings;
  /** Step 5's variations, when chosen. */
  variations?: VariationChoice;
  /** The record the photos were last uploaded to; unused once the draft comes back. */
  generationRef?: string;
};

type StoredDraft = Omit<GenerateDraft, 'sources' | 'inspirations'> & {
  sources: StoredWithFile<DraftPhoto>[];
  inspirations: StoredWithFile<DraftPhoto>[];
};

async function toStoredDraft(draft: GenerateDraft): Promise<StoredDraft> {
  const [sources, inspirations] = await Promise.all([
    toStorableList(draft.sources),
    toStorableList(draft.inspirations),
  ]);
  return { ...draft, sources, inspirations };
}

function fromStoredDraft(stored: StoredDraft): GenerateDraft {
  return {
    ...stored,
    sources: fromStorableList(stored.sources),
    inspirations: fromStorableList(stored.inspirations),
  };
}

/** The draft store's reads and writes, one after the other in the order asked for. */
const inTurn = createTurns();

const DATABASE = DRAFTS_DATABASE;
const STORE = 'generate';

function available() {
  return typeof indexedDB !== 'undefined';
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The draft store could not open.'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () =>
        reject(transaction.error ?? new Error('The draft was not saved.'));
      // Settles on an abort without an error event too (storage full): the next turn waits for it.
      transaction.onabort = () =>
        reject(transaction.error ?? new Error('The draft was not saved.'));
    });
  } finally {
    db.close();
  }
}

/** The saved draft, if any (nothing in browsers without IndexedDB). */
export async function loadDraft(key: string): Promise<GenerateDraft | undefined> {
  if (!available()) return undefined;
  try {
    const stored = await inTurn(() => run<unknown>('readonly', (store) => store.get(key)));
    return stored === undefined ? undefined : fromStoredDraft(stored as StoredDraft);
  } catch {
    return undefined;
  }
}

export async function saveDraft(key: string, draft: GenerateDraft) {
  if (!available()) return;
  try {
    await inTurn(async () => {
      const stored = await toStoredDraft(draft);
      await run('readwrite', (store) => store.put(stored, key));
    });
  } catch {
    // A draft is a convenience: the wizard works without it (e.g. private windows).
  }
}

export async function clearDraft(key: string) {
  if (!available()) return;
  try {
    await inTurn(() => run('readwrite', (store) => store.delete(key)));
  } catch {
    // Nothing to clear.
  }
}
